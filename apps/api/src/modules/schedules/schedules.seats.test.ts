import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countSeats,
  emptyPlan,
  type ScheduleWeek,
  type Screening,
  type ScreeningSeatMap,
  type SeatPlan,
} from '@cinema/contracts';
import { cinemas, houses, screenings } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { shinjukuFixture } from '../public-schedule/public-schedule.fixtures.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// 販売数 / 仮押さえ / 座席数 on the schedule's list, week and detail, and the read-only seat map
// (docs/sales.md, "seats"): seats sold through the one sales path, an online hold and a gate scan.

const DAY = '2031-05-16';
let t: TestContext;
let s: SalesFixture;
let shinjuku: string;
let umeda: string;

// Row A: four general seats; row B: B-2 is a 販売停止席. Seven sellable seats.
const plan: SeatPlan = (() => {
  const p = emptyPlan(2, 4);
  p.cells[5] = { type: 'closed', number: '2' };
  return p;
})();

const get = async <T>(token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  return { status: res.statusCode, data: res.json().data as T, body: res.body };
};

beforeAll(async () => {
  t = await createTestApp();
  // The plan is set before the sales fixture first reads the screen (the master cache keeps it 0.9 s).
  const f = await shinjukuFixture(t.database.db);
  const counts = countSeats(plan);
  await t.database.db
    .update(houses)
    .set({ seatPlan: plan, seatCounts: counts, seatCount: counts.sellable })
    .where(eq(houses.id, f.screens[0]!.id));
  s = await salesFixture(t, DAY);
  [shinjuku, umeda] = await Promise.all([
    t.login('shinjuku'),
    cinemaAccount(t, 'umeda-seats', 'MIRAI', '劇場スタッフ', '0201'),
  ]);
  // sold at the counter, A-1 scanned at the gate, A-3 held by an unpaid online order.
  expect((await s.post(s.sale(['A-1', 'A-2']))).statusCode).toBe(200);
  const scan = { kind: 'admission', ...nextDoc(), screeningId: s.screeningId, seatKey: 'A-1', action: 'admit' };
  expect((await s.post(scan)).statusCode).toBe(200);
  const online = await s.token(`WEB${Date.now() % 100000}`, 'online');
  const { kind: _, payments: __, ...sale } = s.sale(['A-3']);
  const hold = { ...sale, kind: 'hold', purchaser: { name: '映画 花子', email: 'hanako@example.jp' } };
  const held = await s.post(hold, online);
  expect(held.statusCode, held.body).toBe(200);
});
afterAll(() => t.close());

describe('seats sold per screening', () => {
  it('the list, the week and the detail carry sold, held and the sellable capacity', async () => {
    const expected = { sold: 2, held: 1, capacity: 7 };
    const list = await get<{ list: Screening[] }>(shinjuku, `/api/schedule/list?date=${DAY}`);
    expect(list.status, list.body).toBe(200);
    expect(list.data.list.find((x) => x.id === s.screeningId)).toMatchObject(expected);
    // A screening nobody bought: nothing sold or held, the screen's seats as capacity.
    const others = list.data.list.filter((x) => x.id !== s.screeningId);
    for (const o of others) expect(o).toMatchObject({ sold: 0, held: 0 });

    const week = await get<ScheduleWeek>(shinjuku, `/api/schedule/week?from=${DAY}`);
    expect(week.status, week.body).toBe(200);
    const block = week.data.days
      .flatMap((d) => d.screens.flatMap((x) => x.screenings))
      .find((x) => x.id === s.screeningId);
    expect(block).toMatchObject(expected);

    const detail = await get<Screening>(shinjuku, `/api/schedule/detail/${s.screeningId}`);
    expect(detail.data).toMatchObject(expected);
  });

  it('the seat map names each seat’s state and counts them', async () => {
    const res = await get<ScreeningSeatMap>(shinjuku, `/api/schedule/seatMap/${s.screeningId}`);
    expect(res.status, res.body).toBe(200);
    const state = Object.fromEntries(res.data.seats.map((x) => [x.key, x.state]));
    expect(state).toEqual({
      'A-1': 'admitted',
      'A-2': 'sold',
      'A-3': 'held',
      'A-4': 'free',
      'B-1': 'free',
      'B-2': 'blocked',
      'B-3': 'free',
      'B-4': 'free',
    });
    expect(res.data.counts).toEqual({ sold: 1, held: 1, admitted: 1, blocked: 1, free: 4 });
    expect(res.data).toMatchObject({ rows: 2, cols: 4, rowLabels: ['A', 'B'] });
    expect(res.data.seats.find((x) => x.key === 'B-2')).toMatchObject({ row: 1, col: 1, label: 'B2' });
  });

  it('another brand’s screening answers 404, both ways', async () => {
    expect((await get(umeda, `/api/schedule/seatMap/${s.screeningId}`)).status).toBe(404);
    const [umedaCinema] = await t.database.db.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.code, '0201'));
    const [theirs] = await t.database.db
      .select({ id: screenings.id })
      .from(screenings)
      .where(and(eq(screenings.cinemaId, umedaCinema!.id), ne(screenings.id, s.screeningId)))
      .limit(1);
    expect((await get(shinjuku, `/api/schedule/seatMap/${theirs!.id}`)).status).toBe(404);
    expect((await get(shinjuku, '/api/schedule/seatMap/999999999')).status).toBe(404);
  });
});
