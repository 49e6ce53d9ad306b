import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cinemaSalesMessages, shopItemMessages, type ShopItemListItem } from '@cinema/contracts';
import { auditLogs, cinemaShopItems, cinemas, shopItems } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { popcornBody } from './shop-items.fixtures.js';

// 販売する劇場 on the item form and 劇場で販売する… on the lists (docs/tour/README.md, "売店 › 商品"): head office
// starts (or stops) an item's sale in several cinemas at once; a cinema's own price stays.
let t: TestContext;
let hq: string;
let shinjuku: string;
let ids: Record<string, number>;
/** シネマライン, head office's brand. */
let brandId: number;

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/shopItem/${url}`, headers: auth(token), payload });
/** The cinema rows of an item, by cinema code. */
async function settingsOf(itemId: number) {
  const rows = await t.database.db.select().from(cinemaShopItems).where(eq(cinemaShopItems.shopItemId, itemId));
  const codeOf = Object.fromEntries(Object.entries(ids).map(([code, id]) => [id, code]));
  return Object.fromEntries(rows.map((r) => [codeOf[r.cinemaId]!, { enabled: r.enabled, price: r.price }]));
}
const itemId = async (code: string) =>
  (
    await t.database.db
      .select({ id: shopItems.id })
      .from(shopItems)
      .where(and(eq(shopItems.code, code), eq(shopItems.brandId, brandId)))
  )[0]!.id;
const listed = async (code: string) => {
  const res = await t.app.inject({ url: `/api/shopItem/list?kind=concession&pageSize=9999`, headers: auth(hq) });
  expect(res.statusCode).toBe(200);
  return (res.json().data.list as ShopItemListItem[]).find((i) => i.code === code)!;
};
const auditCount = async () => (await t.database.db.select({ id: auditLogs.id }).from(auditLogs)).length;

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
  const [cinema] = await t.database.db
    .select({ brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.id, ids['0101']!));
  brandId = cinema!.brandId;
});
afterAll(() => t.close());

describe('販売する劇場 on the item form', () => {
  it('creates an item sold in the two chosen cinemas at the master price, not in the third', async () => {
    const res = await send(hq, 'POST', 'create', popcornBody({ code: 'CS1', cinemaIds: [ids['0101']!, ids['0102']!] }));
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(res.json().data.id)).toEqual({
      '0101': { enabled: true, price: null },
      '0102': { enabled: true, price: null },
    });
    expect(await listed('CS1')).toMatchObject({ sellingCinemas: 2, cinemaCount: 3 });
  });

  it('creates an item sold nowhere when no cinema is chosen, as before', async () => {
    const res = await send(hq, 'POST', 'create', popcornBody({ code: 'CS2' }));
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(res.json().data.id)).toEqual({});
    expect(await listed('CS2')).toMatchObject({ sellingCinemas: 0, cinemaCount: 3 });
  });

  it('on edit starts selling in the chosen cinemas and leaves the others as they are', async () => {
    const created = (await send(hq, 'POST', 'create', popcornBody({ code: 'CS3', cinemaIds: [ids['0101']!] }))).json()
      .data;
    const { id, version } = created;
    const res = await send(hq, 'PUT', 'update', {
      ...popcornBody({ code: 'CS3' }),
      id,
      version,
      cinemaIds: [ids['0103']!],
    });
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(id)).toEqual({
      '0101': { enabled: true, price: null },
      '0103': { enabled: true, price: null },
    });
  });

  it('refuses another brand’s cinema naming the field, and writes nothing', async () => {
    const before = await auditCount();
    const res = await send(hq, 'POST', 'create', popcornBody({ code: 'CS4', cinemaIds: [ids['0101']!, ids['0201']!] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ cinemaIds: shopItemMessages.unknownCinema });
    expect(await t.database.db.select().from(shopItems).where(eq(shopItems.code, 'CS4'))).toEqual([]);
    expect(await auditCount()).toBe(before);
  });
});

describe('POST /api/shopItem/cinemaSales', () => {
  it('switches items on and off in the chosen cinemas in one request, counting what changed', async () => {
    const [popcorn, hotdog] = [await itemId('CS2'), await itemId('CS1')];
    const cinemas = [ids['0101']!, ids['0103']!];
    const on = await send(hq, 'POST', 'cinemaSales', { itemIds: [popcorn, hotdog], cinemaIds: cinemas, selling: true });
    expect(on.statusCode).toBe(200);
    // CS2 was sold nowhere (2 new rows); CS1 already sold in 新宿 (1 new row at 0103).
    expect(on.json().data).toEqual({ count: 3 });
    expect(on.json().message).toBe(cinemaSalesMessages.done(3, true));
    expect((await settingsOf(popcorn))['0103']).toEqual({ enabled: true, price: null });
    expect(await listed('CS1')).toMatchObject({ sellingCinemas: 3, cinemaCount: 3 });

    const off = await send(hq, 'POST', 'cinemaSales', {
      itemIds: [popcorn, hotdog],
      cinemaIds: cinemas,
      selling: false,
    });
    expect(off.json().data).toEqual({ count: 4 });
    expect(await settingsOf(hotdog)).toEqual({
      '0101': { enabled: false, price: null },
      '0102': { enabled: true, price: null },
      '0103': { enabled: false, price: null },
    });
    // One summarising row per request, the brand's (no single cinema).
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'cinemaShopItem'));
    expect(audits.at(-1)).toMatchObject({ brandId, summary: '2商品 2劇場で「販売しない」に変更（4件）' });
  });

  it('keeps a cinema’s own price when head office switches selling off and on', async () => {
    // The demo sells F001 at 0103 for 550 yen, its own price.
    const f001 = await itemId('F001');
    const body = { itemIds: [f001], cinemaIds: [ids['0103']!] };
    expect((await send(hq, 'POST', 'cinemaSales', { ...body, selling: false })).json().data).toEqual({ count: 1 });
    expect((await settingsOf(f001))['0103']).toEqual({ enabled: false, price: 550 });
    expect((await send(hq, 'POST', 'cinemaSales', { ...body, selling: true })).json().data).toEqual({ count: 1 });
    expect((await settingsOf(f001))['0103']).toEqual({ enabled: true, price: 550 });
    // Already selling: nothing changes.
    expect((await send(hq, 'POST', 'cinemaSales', { ...body, selling: true })).json().data).toEqual({ count: 0 });
  });

  it('refuses another brand’s cinema or item naming the field, and writes nothing', async () => {
    const f001 = await itemId('F001');
    const before = { rows: await settingsOf(f001), audits: await auditCount() };
    const cinema = await send(hq, 'POST', 'cinemaSales', {
      itemIds: [f001],
      cinemaIds: [ids['0102']!, ids['0201']!],
      selling: false,
    });
    expect(cinema.statusCode).toBe(400);
    expect(fieldsOf(cinema)).toEqual({ cinemaIds: cinemaSalesMessages.unknownCinema });
    // ミライシネマ's own item.
    const [mirai] = await t.database.db
      .select({ id: shopItems.id })
      .from(shopItems)
      .where(ne(shopItems.brandId, brandId));
    const item = await send(hq, 'POST', 'cinemaSales', {
      itemIds: [f001, mirai!.id],
      cinemaIds: [ids['0102']!],
      selling: false,
    });
    expect(item.statusCode).toBe(400);
    expect(fieldsOf(item)).toEqual({ itemIds: cinemaSalesMessages.unknownItem });
    expect({ rows: await settingsOf(f001), audits: await auditCount() }).toEqual(before);
  });

  it('refuses cinema staff (403): the master and its cinemas are head office’s', async () => {
    const f001 = await itemId('F001');
    const res = await send(shinjuku, 'POST', 'cinemaSales', {
      itemIds: [f001],
      cinemaIds: [ids['0101']!],
      selling: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await settingsOf(f001))['0101']?.enabled).toBe(true);
  });

  it('asks for at least one item and one cinema', async () => {
    const res = await send(hq, 'POST', 'cinemaSales', { itemIds: [], cinemaIds: [], selling: true });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(['cinemaIds', 'itemIds']);
  });
});
