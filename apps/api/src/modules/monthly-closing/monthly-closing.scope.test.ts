import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, businessDateOf, type MonthlyClosingList } from '@cinema/contracts';
import { cinemas } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { caller } from './monthly-closing.fixtures.js';

// 月次締め's scope (docs/reports.md, "月次締め"): head office lists every cinema of its brand (last month by default),
// cinema staff read only their own cinema's month, another brand sees nothing of it.

let t: TestContext;
let send: ReturnType<typeof caller>;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let lastMonth: string;

beforeAll(async () => {
  t = await createTestApp();
  send = caller(t);
  ids = await cinemaIds(t);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  const [c] = await t.database.db
    .select({ cutoff: cinemas.businessDayCutoffHour, brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.id, ids['0101']!));
  lastMonth = addMonths(businessDateOf(new Date(), c!.cutoff).slice(0, 7), -1);
});
afterAll(() => t.close());

const listOf = async (token: string, query = '') => {
  const res = await send(token, 'GET', `/api/monthlyClosing/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MonthlyClosingList;
};

describe('月次締めの範囲', () => {
  it('lists the brand’s cinemas for head office, last month by default, and the own cinema for staff', async () => {
    const hq = await listOf(tokens.hq);
    expect(hq.month).toBe(lastMonth);
    const own = hq.list.map((r) => r.cinemaId);
    expect(own).toEqual(expect.arrayContaining([ids['0101'], ids['0102']]));
    expect(hq.total).toBe(own.length);
    const staff = await listOf(tokens.shinjuku, '?month=2031-02');
    expect(staff.list.map((r) => r.cinemaId)).toEqual([ids['0101']]);
    expect(staff.list[0]).toMatchObject({ month: '2031-02', daysInMonth: 28, status: 'open' });
    const other = await listOf(tokens.hq2);
    expect(other.list.some((r) => own.includes(r.cinemaId))).toBe(false);
    const bad = await send(tokens.hq, 'GET', '/api/monthlyClosing/list?month=2031-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('「対象月」');
  });

  it('reads a month’s detail only within the caller’s scope, and refuses every write to staff', async () => {
    const detail = (token: string, cinemaId: number) =>
      send(token, 'GET', `/api/monthlyClosing/detail?cinemaId=${cinemaId}&month=2031-02`);
    expect((await detail(tokens.shinjuku, ids['0101']!)).statusCode).toBe(200);
    expect((await detail(tokens.shinjuku, ids['0102']!)).statusCode).toBe(404);
    expect((await detail(tokens.hq, ids['0102']!)).statusCode).toBe(200);
    expect((await detail(tokens.hq2, ids['0101']!)).statusCode).toBe(404);
    const close = await send(tokens.hq2, 'POST', '/api/monthlyClosing/close', {
      cinemaId: ids['0101'],
      month: '2031-02',
    });
    expect(close.statusCode).toBe(404);
    const staff = await send(tokens.shinjuku, 'POST', '/api/monthlyClosing/close', {
      cinemaId: ids['0101'],
      month: '2031-02',
    });
    expect(staff.statusCode).toBe(403);
  });
});
