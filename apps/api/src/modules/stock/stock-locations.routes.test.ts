import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ja, stockLocationMessages as m, type StockLocation } from '@cinema/contracts';
import { shopItems, stockMovements } from '../../db/schema/index.js';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { deductSale } from './stock.service.js';

// 保管場所 (from 在庫一覧): the chosen cinema's locations, exactly one 販売用, names unique per cinema,
// deleted only without stock history; cinema staff keep their own cinema's, head office the brand's.
let t: TestContext;
let hq: string;
let shinjuku: string;
let ids: Record<string, number>;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT', action: string, payload: object) =>
  t.app.inject({ method, url: `/api/stockLocation/${action}`, headers: auth(token), payload });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/stockLocation/delete/${id}`, headers: auth(token) });
const locations = async (token = shinjuku, query = '') => {
  const res = await get(token, `/api/stockLocation/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StockLocation[];
};
const named = async (name: string) => (await locations()).find((l) => l.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('GET /api/stockLocation/list', () => {
  it('lists the chosen cinema’s locations, which one sales use, and which hold stock history', async () => {
    expect((await locations()).map((l) => [l.name, l.forSales, l.inUse])).toEqual([
      ['売店', true, true],
      ['倉庫', false, false],
    ]);
    // Head office names the cinema.
    const ikebukuro = await locations(hq, `?cinemaId=${ids['0102']}`);
    expect(ikebukuro.every((l) => l.cinemaId === ids['0102'])).toBe(true);
    expect(fieldsOf(await get(hq, '/api/stockLocation/list'))).toEqual({ cinemaId: ja.selectCinema });
  });
});

describe('POST /api/stockLocation/create', () => {
  it('adds a location to the cinema, audited', async () => {
    const res = await send(shinjuku, 'POST', 'create', { name: ' バックヤード ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const created = res.json().data as StockLocation;
    expect(created).toMatchObject({
      name: 'バックヤード',
      forSales: false,
      inUse: false,
      cinemaId: ids['0101'],
      version: 1,
    });
    const [row] = await auditRowsOf(t, 'stockLocation', created.id, 'create');
    expect(row).toMatchObject({ userName: 'shinjuku', summary: 'シネマライン新宿 バックヤード' });
    expect((await locations()).map((l) => l.name)).toEqual(['売店', '倉庫', 'バックヤード']);
  });

  it('names a bad or taken name in Japanese', async () => {
    expect(fieldsOf(await send(shinjuku, 'POST', 'create', { name: '' }))).toEqual({
      name: '「保管場所名」を入力してください',
    });
    expect(fieldsOf(await send(shinjuku, 'POST', 'create', { name: 'あ'.repeat(31) }))).toEqual({
      name: '「保管場所名」は30文字以内で入力してください',
    });
    expect(fieldsOf(await send(shinjuku, 'POST', 'create', { name: '倉庫2', forSales: 'yes' }))).toEqual({
      forSales: '「販売用」を選択してください',
    });
    const taken = await send(shinjuku, 'POST', 'create', { name: '倉庫' });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ name: m.nameInUse });
    // Another cinema may use the same name.
    expect((await send(hq, 'POST', 'create', { cinemaId: ids['0102'], name: 'バックヤード' })).statusCode).toBe(200);
  });
});

describe('which location sales take stock from', () => {
  it('moves to the location made 販売用, and the one before it loses the mark', async () => {
    const before = await named('売店');
    const res = await send(shinjuku, 'POST', 'create', { name: '売店2', forSales: true });
    expect(res.statusCode, res.body).toBe(200);
    const shop2 = res.json().data as StockLocation;
    expect((await locations()).filter((l) => l.forSales).map((l) => l.id)).toEqual([shop2.id]);
    expect((await named('売店')).version).toBe(before.version + 1);

    const [hotdog] = await t.database.db
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.brandId, shop2.brandId), eq(shopItems.code, 'F002')));
    const sell = (reference: string) =>
      deductSale(t.database.db, {
        brandId: shop2.brandId,
        cinemaId: ids['0101']!,
        kind: 'sale',
        reference,
        lines: [{ itemId: hotdog!.id, quantity: 1 }],
      });
    const takenFrom = async (reference: string) =>
      (
        await t.database.db
          .select({ locationId: stockMovements.locationId })
          .from(stockMovements)
          .where(and(eq(stockMovements.reference, reference), eq(stockMovements.shopItemId, hotdog!.id)))
      ).map((r) => r.locationId);
    await sell('LOC-1');
    expect(await takenFrom('LOC-1')).toEqual([shop2.id]);

    // Back to 売店 through an edit.
    const shop = await named('売店');
    const back = await send(shinjuku, 'PUT', 'update', {
      id: shop.id,
      version: shop.version,
      name: '売店',
      forSales: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    await sell('LOC-2');
    expect(await takenFrom('LOC-2')).toEqual([shop.id]);
    expect((await locations()).filter((l) => l.forSales).map((l) => l.name)).toEqual(['売店']);
  });

  it('cannot be left without one: the 販売用 location is neither unset nor deleted', async () => {
    const shop = await named('売店');
    const unset = await send(shinjuku, 'PUT', 'update', {
      id: shop.id,
      version: shop.version,
      name: '売店',
      forSales: false,
    });
    expect(unset.statusCode).toBe(400);
    expect(fieldsOf(unset)).toEqual({ forSales: m.salesRequired });
    const removed = await remove(shinjuku, shop.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(m.salesDelete);
    expect((await named('売店')).forSales).toBe(true);
  });
});

describe('PUT /api/stockLocation/update', () => {
  it('renames with the version it read, audited; an old version is refused', async () => {
    const store = await named('倉庫');
    const res = await send(shinjuku, 'PUT', 'update', { id: store.id, version: store.version, name: '第2倉庫' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: '第2倉庫', forSales: false, version: store.version + 1 });
    expect(await auditRowsOf(t, 'stockLocation', store.id, 'update')).toHaveLength(1);
    const stale = await send(shinjuku, 'PUT', 'update', { id: store.id, version: store.version, name: '倉庫' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const taken = await send(shinjuku, 'PUT', 'update', { id: store.id, version: store.version + 1, name: '売店' });
    expect(fieldsOf(taken)).toEqual({ name: m.nameInUse });
  });
});

describe('DELETE /api/stockLocation/delete/:id', () => {
  it('deletes a location without stock history, and refuses one with movements in Japanese', async () => {
    const spare = (await send(shinjuku, 'POST', 'create', { name: '予備' })).json().data as StockLocation;
    const res = await remove(shinjuku, spare.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect(await auditRowsOf(t, 'stockLocation', spare.id, 'delete')).toHaveLength(1);
    expect((await remove(shinjuku, spare.id)).statusCode).toBe(404);

    // 売店2 had a sale taken from it above.
    const used = await named('売店2');
    expect(used.inUse).toBe(true);
    const refused = await remove(shinjuku, used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.inUse);
    expect(await named('売店2')).toBeDefined();
  });
});

describe('who may', () => {
  it('staff without the shop permission to write only read', async () => {
    await addCinemaStaff(t.database.db, {
      userName: 'locview',
      cinemaCodes: ['0101'],
      permissions: { shop: ['view'] },
    });
    const viewer = await t.login('locview');
    expect((await locations(viewer)).length).toBeGreaterThan(0);
    const store = await named('第2倉庫');
    expect((await send(viewer, 'POST', 'create', { name: '閲覧者の倉庫' })).statusCode).toBe(403);
    expect((await send(viewer, 'PUT', 'update', { id: store.id, version: store.version, name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await remove(viewer, store.id)).statusCode).toBe(403);
  });

  it('another cinema’s or brand’s locations are not found, and nothing changes', async () => {
    const ikebukuro = (await locations(hq, `?cinemaId=${ids['0102']}`)).find((l) => !l.forSales && !l.inUse)!;
    const body = { id: ikebukuro.id, version: ikebukuro.version, name: '乗っ取り' };
    expect((await send(shinjuku, 'PUT', 'update', body)).statusCode).toBe(404);
    expect((await remove(shinjuku, ikebukuro.id)).statusCode).toBe(404);
    expect((await send(shinjuku, 'POST', 'create', { cinemaId: ids['0102'], name: '乗っ取り' })).statusCode).toBe(404);
    expect((await get(shinjuku, `/api/stockLocation/list?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
    const hq2 = await t.login('hq2');
    expect((await send(hq2, 'PUT', 'update', body)).statusCode).toBe(404);
    expect((await remove(hq2, ikebukuro.id)).statusCode).toBe(404);
    expect((await get(hq2, `/api/stockLocation/list?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    expect((await locations(hq, `?cinemaId=${ids['0102']}`)).find((l) => l.id === ikebukuro.id)).toEqual(ikebukuro);
    // Head office of the brand may.
    const renamed = await send(hq, 'PUT', 'update', { ...body, name: '池袋倉庫' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
