import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryMessages, type InventoryBrandRow, type InventoryRow } from '@cinema/contracts';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// 在庫一覧 for head office with no cinema chosen (docs/reports.md, "the report screens"): each item's total over the
// brand's cinemas, every cinema's own figures beside it, the same numbers each cinema's own list shows.
let t: TestContext;
let hq: string;
let cinemas: Record<string, number>;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const brandList = async (query = '') => {
  const res = await get(hq, `/api/inventory/brandList${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.list as InventoryBrandRow[];
};
const cinemaList = async (code: string) =>
  (await get(hq, `/api/inventory/list?cinemaId=${cinemas[code]}&pageSize=9999`)).json().data.list as InventoryRow[];

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  cinemas = await cinemaIds(t);
});
afterAll(() => t.close());

describe('GET /api/inventory/brandList', () => {
  it('totals each item over the brand’s cinemas, with every cinema’s own figures as its own list shows them', async () => {
    const rows = await brandList('?pageSize=9999');
    const hotdog = rows.find((r) => r.code === 'F002')!;
    expect(hotdog.cinemas.map((c) => c.cinemaCode)).toEqual(['0101', '0102', '0103']);
    for (const code of ['0101', '0102', '0103']) {
      const own = (await cinemaList(code)).find((r) => r.code === 'F002')!;
      const part = hotdog.cinemas.find((c) => c.cinemaCode === code)!;
      expect(part).toMatchObject({
        opening: own.opening,
        received: own.received,
        sold: own.sold,
        closing: own.closing,
        value: own.value,
        belowMinimum: own.belowMinimum,
      });
    }
    const sum = (k: 'opening' | 'sold' | 'closing' | 'value') => hotdog.cinemas.reduce((n, c) => n + (c[k] ?? 0), 0);
    expect(hotdog).toMatchObject({ opening: sum('opening'), sold: sum('sold'), closing: sum('closing') });
    expect(hotdog.value).toBe(sum('value'));
    // The demo leaves 新宿 short of hot dogs.
    expect(hotdog.belowMinimumCinemas).toBeGreaterThanOrEqual(1);
    expect(hotdog.cinemas.find((c) => c.cinemaCode === '0101')!.belowMinimum).toBe(true);
    // The brand's own targets only, and never a set.
    expect(rows.some((r) => r.code === 'S001')).toBe(false);
    expect(rows.some((r) => r.kind === 'ingredient')).toBe(true);
  });

  it('filters by cinemas under their minimum, kind and keyword, and sorts by the total', async () => {
    const below = await brandList('?belowMinimum=true');
    expect(below.length).toBeGreaterThan(0);
    expect(below.every((r) => r.belowMinimumCinemas > 0)).toBe(true);
    expect((await brandList('?kind=ingredient')).every((r) => r.kind === 'ingredient')).toBe(true);
    expect((await brandList('?keyword=ほっとどっぐ')).map((r) => r.code)).toEqual(['F002']);
    const sorted = (await brandList('?sortField=closing&sortOrder=descend')).map((r) => r.closing);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it('refuses a too long period naming the field, and cinema staff (403)', async () => {
    const long = await get(hq, '/api/inventory/brandList?from=2026-10-01&to=2026-11-01');
    expect(fieldsOf(long)).toEqual({ to: inventoryMessages.period });
    const shinjuku = await t.login('shinjuku');
    expect((await get(shinjuku, '/api/inventory/brandList')).statusCode).toBe(403);
  });

  it('reads only the caller’s brand', async () => {
    const hq2 = await t.login('hq2');
    const res = await get(hq2, '/api/inventory/brandList?pageSize=9999');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.list as InventoryBrandRow[];
    expect(rows.every((r) => r.cinemas.every((c) => c.cinemaCode === '0201'))).toBe(true);
  });
});
