import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cinemaShopItemMessages, type CinemaShopItem, type DeviceMenu } from '@cinema/contracts';
import { cinemaShopItems } from '../../db/schema/index.js';
import { auditRowsOf, cinemaIds, deviceToken, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

// 劇場別の販売設定 (/theaterDailyshow): cinema staff set their own cinema, head office any of the
// brand's; price, period and 販売する saved with a version, 売り切れ for the running business day.
let t: TestContext;
let hq: string;
let shinjuku: string;
let ids: Record<string, number>;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/theaterDailyshow/${url}`, headers: auth(token), payload });
const list = async (token: string, query = '') => {
  const res = await get(token, `/api/theaterDailyshow/list?pageSize=9999${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.list as CinemaShopItem[];
};
const byCode = async (token: string, code: string, query = '') =>
  (await list(token, query)).find((i) => i.code === code)!;

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('GET /api/theaterDailyshow/list', () => {
  it('lists every brand item with the chosen cinema’s setting, kana-insensitive and filtered', async () => {
    const beer = await byCode(shinjuku, 'A001');
    expect(beer).toMatchObject({ enabled: true, price: null, soldOut: false });
    expect(beer.effectivePrice).toBe(beer.masterPrice);
    // 池袋 does not sell alcohol; head office names the cinema.
    const ikebukuro = `&cinemaId=${ids['0102']}`;
    expect((await byCode(hq, 'A001', ikebukuro)).enabled).toBe(false);
    expect((await list(hq, `${ikebukuro}&enabled=false`)).map((i) => i.code)).toContain('A001');
    const found = await list(shinjuku, `&keyword=${encodeURIComponent('ぽっぷこーん')}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.name.includes('ポップコーン') || (i.nameKana ?? '').includes('ポップコーン'))).toBe(
      true,
    );
    expect((await list(shinjuku, '&kind=set')).every((i) => i.kind === 'set')).toBe(true);
  });

  it('asks head office to choose a cinema, and hides another tenant’s cinema', async () => {
    const none = await get(hq, '/api/theaterDailyshow/list');
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none).cinemaId).toBe('劇場を選択してください');
    expect((await get(shinjuku, `/api/theaterDailyshow/list?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
    expect((await get(await t.login('hq2'), `/api/theaterDailyshow/list?cinemaId=${ids['0101']}`)).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/theaterDailyshow/update', () => {
  it('saves a price override the POS menu then sells at, refuses a stale save, and audits', async () => {
    const hotdog = await byCode(shinjuku, 'F002');
    const body = { shopItemId: hotdog.shopItemId, enabled: true, price: 450, saleFrom: null, saleTo: null };
    const res = await send(shinjuku, 'PUT', 'update', { ...body, version: hotdog.version });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 450, effectivePrice: 450, version: hotdog.version + 1 });
    const stale = await send(shinjuku, 'PUT', 'update', { ...body, price: 400, version: hotdog.version });
    expect(stale.statusCode).toBe(409);
    const pos = await deviceToken(t, hq, ids['0101']!, 'pos', 'POSDAILY1');
    const menu = (await get(pos, '/api/device/items')).json().data as DeviceMenu;
    expect(menu.items.find((i) => i.code === 'F002')!.price).toBe(450);
    const [row] = await t.database.db
      .select({ id: cinemaShopItems.id })
      .from(cinemaShopItems)
      .where(and(eq(cinemaShopItems.cinemaId, ids['0101']!), eq(cinemaShopItems.shopItemId, hotdog.shopItemId)));
    expect((await auditRowsOf(t, 'cinemaShopItem', row!.id, 'update')).length).toBeGreaterThan(0);
    // Blank goes back to the master price.
    const back = await send(shinjuku, 'PUT', 'update', { ...body, price: null, version: hotdog.version + 1 });
    expect(back.json().data.effectivePrice).toBe(hotdog.masterPrice);
  });

  it('creates the row of an item the cinema did not sell (version 0)', async () => {
    const beer = await byCode(hq, 'A001', `&cinemaId=${ids['0102']}`);
    expect(beer.version).toBe(0);
    const body = { cinemaId: ids['0102'], shopItemId: beer.shopItemId, enabled: true, price: 800, version: 0 };
    const res = await send(hq, 'PUT', 'update', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ enabled: true, price: 800, version: 1 });
    expect((await send(hq, 'PUT', 'update', body)).statusCode).toBe(409);
  });

  it('refuses a bad price and period in Japanese, naming the field', async () => {
    const item = await byCode(shinjuku, 'F003');
    for (const price of [-1, 1_000_001, 12.5, '500']) {
      const res = await send(shinjuku, 'PUT', 'update', {
        shopItemId: item.shopItemId,
        enabled: true,
        price,
        version: 0,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res).price).toBe(cinemaShopItemMessages.price);
    }
    const period = await send(shinjuku, 'PUT', 'update', {
      shopItemId: item.shopItemId,
      enabled: true,
      saleFrom: '2031-03-10',
      saleTo: '2031-03-01',
      version: item.version,
    });
    expect(fieldsOf(period).saleTo).toBe(cinemaShopItemMessages.saleTo);
    const missing = await send(shinjuku, 'PUT', 'update', { shopItemId: item.shopItemId, version: item.version });
    expect(fieldsOf(missing).enabled).toBe('「販売する」を選択してください');
  });

  it('refuses another brand’s item and a cinema outside the caller’s', async () => {
    const theirs = (await list(await t.login('hq2'), `&cinemaId=${ids['0201']}`))[0]!;
    const res = await send(shinjuku, 'PUT', 'update', { shopItemId: theirs.shopItemId, enabled: true, version: 0 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).shopItemId).toBe(cinemaShopItemMessages.unknownItem);
    const mine = await byCode(shinjuku, 'F003');
    const other = await send(shinjuku, 'PUT', 'update', {
      cinemaId: ids['0102'],
      shopItemId: mine.shopItemId,
      enabled: false,
      version: 1,
    });
    expect(other.statusCode).toBe(404);
  });

  it('lets staff without the 売店 edit permission read but not write', async () => {
    await addCinemaStaff(t.database.db, {
      userName: 'shopviewer',
      cinemaCodes: ['0101'],
      permissions: { shop: ['view'] },
    });
    const viewer = await t.login('shopviewer');
    const item = (await list(viewer))[0]!;
    const res = await send(viewer, 'POST', 'soldOut', { shopItemId: item.shopItemId, soldOut: true });
    expect(res.statusCode).toBe(403);
    expect((await send(viewer, 'POST', 'bulk', { shopItemIds: [item.shopItemId], enabled: false })).statusCode).toBe(
      403,
    );
  });
});

describe('本日売り切れ and bulk', () => {
  it('marks an item sold out for the running business day only, and clears it', async () => {
    const item = await byCode(shinjuku, 'F004');
    const res = await send(shinjuku, 'POST', 'soldOut', { shopItemId: item.shopItemId, soldOut: true });
    expect(res.statusCode).toBe(200);
    const marked = res.json().data as CinemaShopItem;
    expect(marked.soldOut).toBe(true);
    // Yesterday's flag is no longer shown.
    await t.database.db
      .update(cinemaShopItems)
      .set({ soldOutOn: '2020-01-01' })
      .where(and(eq(cinemaShopItems.cinemaId, ids['0101']!), eq(cinemaShopItems.shopItemId, item.shopItemId)));
    expect((await byCode(shinjuku, 'F004')).soldOut).toBe(false);
    await send(shinjuku, 'POST', 'soldOut', { shopItemId: item.shopItemId, soldOut: true });
    const cleared = await send(shinjuku, 'POST', 'soldOut', { shopItemId: item.shopItemId, soldOut: false });
    expect(cleared.json().data).toMatchObject({ soldOut: false, soldOutOn: null });
  });

  it('switches 販売する for several items at once, and refuses an empty or foreign selection', async () => {
    const items = (await list(shinjuku, '&kind=commercial')).slice(0, 3);
    const res = await send(shinjuku, 'POST', 'bulk', { shopItemIds: items.map((i) => i.shopItemId), enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(3);
    const after = await list(shinjuku, '&kind=commercial');
    expect(items.every((i) => after.find((a) => a.shopItemId === i.shopItemId)!.enabled === false)).toBe(true);
    const empty = await send(shinjuku, 'POST', 'bulk', { shopItemIds: [], enabled: true });
    expect(fieldsOf(empty).shopItemIds).toBe(cinemaShopItemMessages.noItems);
    const theirs = (await list(await t.login('hq2'), `&cinemaId=${ids['0201']}`))[0]!;
    const foreign = await send(shinjuku, 'POST', 'bulk', { shopItemIds: [theirs.shopItemId], enabled: true });
    expect(fieldsOf(foreign).shopItemIds).toBe(cinemaShopItemMessages.unknownItem);
  });
});

describe('menu layout', () => {
  it('saves the POS menu with a version check and refuses a foreign item or a blank page name', async () => {
    const current = (await get(shinjuku, '/api/theaterDailyshow/layout?deviceType=pos')).json().data;
    expect(current.version).toBeGreaterThan(0);
    expect(current.pages.length).toBeGreaterThan(0);
    const item = await byCode(shinjuku, 'F001');
    const pages = [{ name: 'おすすめ', buttons: [{ itemId: item.shopItemId, color: 'red' }] }, ...current.pages];
    const saved = await send(shinjuku, 'PUT', 'layout', { deviceType: 'pos', pages, version: current.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: current.version + 1 });
    expect(saved.json().data.pages[0]).toEqual(pages[0]);
    const stale = await send(shinjuku, 'PUT', 'layout', { deviceType: 'pos', pages, version: current.version });
    expect(stale.statusCode).toBe(409);
    const theirs = (await list(await t.login('hq2'), `&cinemaId=${ids['0201']}`))[0]!;
    const foreign = await send(shinjuku, 'PUT', 'layout', {
      deviceType: 'kiosk',
      pages: [{ name: 'A', buttons: [{ itemId: item.shopItemId }, { itemId: theirs.shopItemId, color: 'blue' }] }],
      version: 1,
    });
    expect(fieldsOf(foreign)['pages.0.buttons.1.itemId']).toBe(cinemaShopItemMessages.unknownItem);
    const blank = await send(shinjuku, 'PUT', 'layout', { deviceType: 'kiosk', pages: [{ name: '' }], version: 1 });
    expect(fieldsOf(blank)['pages.0.name']).toMatch(/ページ名/);
    const kind = await send(shinjuku, 'PUT', 'layout', { deviceType: 'signage', pages: [], version: 1 });
    expect(fieldsOf(kind).deviceType).toBe('「端末種別」を選択してください');
    // The POS now opens on the new page.
    const pos = await deviceToken(t, hq, ids['0101']!, 'pos', 'POSDAILY2');
    const menu = (await get(pos, '/api/device/items')).json().data as DeviceMenu;
    expect(menu.layout!.pages[0]).toMatchObject({
      name: 'おすすめ',
      buttons: [{ itemId: item.shopItemId, color: 'red' }],
    });
  });
});
