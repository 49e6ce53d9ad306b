import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSeatPlan, countSeats, ja, type House, type HouseListItem } from '@cinema/contracts';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount, requests, versionIds } from './houses.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let hq: string;
let hq2: string;
let shinjuku: string;
let mirai: string;
let accounting: string;
let ids: Record<string, number>;

const listOf = async (token: string, query = '') => {
  const res = await r.list(token, query);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: HouseListItem[]; total: number; page: number; pageSize: number };
};

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
  mirai = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
  accounting = await cinemaAccount(t, 'shinjuku-keiri', 'CL', '経理', '0101');
});
afterAll(() => t.close());

describe('house list', () => {
  it('lists the session cinema’s screens in display order, with counts and formats but no plan', async () => {
    const data = await listOf(shinjuku);
    expect(data).toMatchObject({ total: 6, page: 0, pageSize: 9999 });
    expect(data.list.map((h) => h.code)).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(data.list.every((h) => h.cinemaId === ids['0101'] && h.cinemaName === 'シネマライン新宿')).toBe(true);
    const big = data.list[0]!;
    expect(big).not.toHaveProperty('seatPlan');
    expect(big.seatCount).toBe(big.seatCounts.sellable);
    expect(big.seatCounts.total).toBeGreaterThanOrEqual(450);
    expect(big.seatCounts.wheelchair).toBeGreaterThan(0);
    expect(big.seatCounts.pair).toBeGreaterThan(0);
    expect(big.seatCounts.closed).toBeGreaterThan(0);
    const formats = (await versionIds(t, ids['0101']!)).format;
    expect(big.formats.map((f) => f.id)).toEqual(big.formatIds);
    expect(big.formatIds).toEqual(expect.arrayContaining([formats.IMAX, formats['3D'], formats.ATMOS]));
    const small = data.list[5]!;
    expect(small.seatCounts.total).toBeLessThan(150);
  });

  it('filters by keyword, sorts and pages', async () => {
    expect((await listOf(shinjuku, '?keyword=03')).list.map((h) => h.code)).toEqual(['03']);
    const bySeats = await listOf(shinjuku, '?sortField=seatCount&sortOrder=ascend');
    const seats = bySeats.list.map((h) => h.seatCount);
    expect(seats).toEqual([...seats].sort((a, b) => a - b));
    const page = await listOf(shinjuku, '?page=1&pageSize=4');
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(page.list.map((h) => h.code)).toEqual(['05', '06']);
  });

  it('refuses another cinema (404), another brand’s cinema (404) and a bad cinemaId (400)', async () => {
    expect((await r.list(shinjuku, `?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
    expect((await r.list(shinjuku, `?cinemaId=${ids['0201']}`)).statusCode).toBe(404);
    const mine = await listOf(mirai, `?cinemaId=${ids['0201']}`);
    expect(mine.total).toBe(3);
    const bad = await r.list(shinjuku, '?cinemaId=abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toHaveProperty('cinemaId');
  });

  it('is for cinema accounts with the screen permission', async () => {
    // Head office reads a cinema's screens once it chooses one (docs/architecture.md, "access").
    expect((await r.list(hq)).statusCode).toBe(400);
    expect((await r.list(accounting)).statusCode).toBe(403);
    expect((await r.detail(accounting, 1)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/house/list' })).statusCode).toBe(401);
  });
});

describe('house list-options', () => {
  it('answers id, name, code and seat count of the session cinema’s screens', async () => {
    const res = await r.options(shinjuku);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 6, page: 0, pageSize: 9999 });
    expect(Object.keys(data.list[0]).sort()).toEqual(['code', 'id', 'name', 'seatCount']);
    expect(data.list[0]).toMatchObject({ code: '01', name: 'スクリーン1' });
  });

  it('lets any signed-in user of the brand pick, once a cinema is named', async () => {
    const res = await r.options(hq, `?cinemaId=${ids['0102']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(5);
    const none = await r.options(hq);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).cinemaId).toBe(ja.selectCinema);
    expect((await r.options(accounting)).statusCode).toBe(200);
  });

  it('hides another brand’s cinema', async () => {
    expect((await r.options(hq2, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
  });
});

describe('house detail', () => {
  it('answers the screen with its seat plan, whose counts match the plan', async () => {
    const first = (await listOf(shinjuku)).list[0]!;
    const res = await r.detail(shinjuku, first.id);
    expect(res.statusCode).toBe(200);
    const h = res.json().data as House;
    expect(h).toMatchObject({ id: first.id, code: '01', version: 1, standingCapacity: 0 });
    expect(h.seatPlan.cells).toHaveLength(h.seatPlan.rows * h.seatPlan.cols);
    expect(h.seatPlan.rowLabels[0]).toBe('A');
    expect(checkSeatPlan(h.seatPlan)).toEqual([]);
    expect(h.seatCounts).toEqual(countSeats(h.seatPlan));
    expect(h.seatCount).toBe(countSeats(h.seatPlan).sellable);
  });

  it('hides screens of other cinemas and other brands (404) and checks the id (400)', async () => {
    const ikebukuro = (await r.options(hq, `?cinemaId=${ids['0102']}`)).json().data.list[0].id;
    expect((await r.detail(shinjuku, ikebukuro)).statusCode).toBe(404);
    const shinjukuHouse = (await listOf(shinjuku)).list[0]!.id;
    expect((await r.detail(mirai, shinjukuHouse)).statusCode).toBe(404);
    const bad = await r.detail(shinjuku, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'id', message: 'IDが正しくありません' });
  });
});
