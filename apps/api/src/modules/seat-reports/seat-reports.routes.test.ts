import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  weekdayOf,
  type ArriveClaimRow,
  type ArriveDailyRow,
  type BookingDailyRow,
  type BookingOutlookRow,
  type SoldRateChart,
  type SoldRateRow,
} from '@cinema/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { deviceToken } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { checkInvariants, rebuildRollups } from '../rollups/index.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { DAY, seatScenario, type SeatScenario } from './seat-reports.fixtures.js';

// The seat reports of 新宿's screening day, counted by hand from the sales the scenario writes (seat-reports.fixtures.ts):
// 9 seats sold, seat 4 refunded, so 8 persons; two of them at 0 yen (鑑賞券, 招待券); seats 0, 2, 5, 6, 7, 8 used.
// 販売日報 counts each sale on its own sales business day: the refund of seat 4 on DAY − 2, not on the day it was sold.
let t: TestContext;
let s: SeatScenario;
let shinjuku: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seatScenario(t);
  shinjuku = await t.login('shinjuku');
}, 120_000);
afterAll(() => t.close());

const get = (url: string, token = shinjuku) => t.app.inject({ url, headers: auth(token) });
const list = async <T>(url: string, token = shinjuku) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as T[];
};
const period = `from=${DAY}&to=${DAY}`;

describe('販売率', () => {
  it('shows each screening with its seats from the plan, sold and comps from R2 and the seats used', async () => {
    const [row, ...rest] = await list<SoldRateRow>(`/api/soldRate/list?${period}`);
    expect(rest).toEqual([]);
    const { total, closed, sellable } = s.seats;
    expect(row).toMatchObject({
      key: String(s.f.screeningId),
      businessDate: DAY,
      startTime: '20:00',
      screenings: 1,
      seats: total,
      blocked: closed,
      sellable,
      paid: 6,
      comps: 2,
      sold: 8,
      admitted: 6,
    });
    expect(row!.soldRate).toBeCloseTo(8 / sellable, 10);
    expect(row!.paidRate).toBeCloseTo(6 / sellable, 10);
    expect(row!.admittedRate).toBe(0.75);
  });

  it('sums per film, time band and weekday, with the unit as the label', async () => {
    const twoWeeks = `from=${addDays(DAY, -7)}&to=${DAY}`;
    const [film] = await list<SoldRateRow>(`/api/soldRate/list?${twoWeeks}&unit=film`);
    expect(film).toMatchObject({ screenings: 2, sold: 10, paid: 8, comps: 2, admitted: 6, businessDate: null });
    // Screen by screen: screen 1 holds last week's screening only; the film's seats are both screens'.
    const houses = await list<SoldRateRow>(`/api/soldRate/list?${twoWeeks}&unit=house`);
    expect(houses.map((h) => [h.sold, h.screenings])).toEqual([
      [8, 1],
      [2, 1],
    ]);
    expect(film!.sellable).toBe(houses[0]!.sellable + houses[1]!.sellable);
    expect(film!.soldRate).toBeCloseTo(10 / film!.sellable, 10);
    const bands = await list<SoldRateRow>(`/api/soldRate/list?${twoWeeks}&unit=timeBand`);
    expect(bands.map((b) => [b.key, b.label, b.screenings])).toEqual([['h19', '19:00〜20:59', 2]]);
    const days = await list<SoldRateRow>(`/api/soldRate/list?${twoWeeks}&unit=weekday`);
    expect(days.map((d) => [d.key, d.label, d.screenings])).toEqual([[String(weekdayOf(DAY)), '土', 2]]);
    // A criterion narrows the screenings.
    expect(await list(`/api/soldRate/list?${twoWeeks}&timeBand=early`)).toEqual([]);
    const onScreen1 = await list<SoldRateRow>(`/api/soldRate/list?${twoWeeks}&houseId=${houses[1]!.key}`);
    expect(onScreen1.map((r) => [r.businessDate, r.sold])).toEqual([[addDays(DAY, -7), 2]]);
  });

  it('draws the heat map (曜日 × 時間帯) and the bar per film from the same screenings', async () => {
    const res = await get(`/api/soldRate/list?${period}&unit=film`);
    const chart = res.json().data as SoldRateChart;
    expect(chart.heat).toEqual([
      { weekday: '6', band: 'h19', screenings: 1, sellable: s.seats.sellable, sold: 8, soldRate: 8 / s.seats.sellable },
    ]);
    expect(chart.films).toHaveLength(1);
    expect(chart.films[0]).toMatchObject({ filmId: s.f.filmId, sold: 8 });
  });
});

describe('着券日報', () => {
  it('counts the seats used per screening by what they were bought with', async () => {
    const [row] = await list<ArriveDailyRow>(`/api/arriveDaily/list?${period}`);
    expect(row).toMatchObject({
      screeningId: s.f.screeningId,
      startTime: '20:00',
      sold: 8,
      admitted: 6,
      notAdmitted: 2,
      admittedRate: 0.75,
      // Seat 0 (cash) and seat 7 (the cash half of the ムビチケ sale); seat 2 online; seat 6 ムビチケ; 5 鑑賞券; 8 招待券.
      counter: 2,
      online: 1,
      movieTicket: 1,
      advance: 1,
      invitation: 1,
    });
  });

  it('sums the used 前売券 and ムビチケ at their 計上単価 (枚数 × 計上単価 = 計上額)', async () => {
    const claims = await list<ArriveClaimRow>(`/api/arriveDaily/claims?${period}`);
    expect(claims).toEqual([
      expect.objectContaining({ kind: 'movieTicket', quantity: 1, unitAmount: 2000, amount: 2000 }),
      {
        kind: 'advance',
        ticketName: s.viewing.couponName,
        filmId: s.f.filmId,
        filmName: expect.any(String),
        quantity: 1,
        unitAmount: s.viewing.booked,
        amount: s.viewing.booked,
      },
    ]);
    expect(claims[0]!.ticketName).toMatch(/^ムビチケ（/);
  });
});

const day = (n: number) => addDays(DAY, n);
const none = { qty: 0, amount: 0, refundQty: 0, refundAmount: 0, sameDay: 0, nextDay: 0, withinWeek: 0, later: 0 };
const channels = { pos: 0, kiosk: 0, online: 0, backoffice: 0 };

describe('販売日報（前売・先売）', () => {
  it('shows what each sales day sold, by how far ahead and by channel, and a refund on its own day', async () => {
    const rows = await list<BookingDailyRow>(`/api/bookingDaily/list?from=${day(-13)}&to=${DAY}`);
    const sold = (saleDate: string, qty: number, o: Partial<BookingDailyRow>) => ({
      ...none,
      ...channels,
      saleDate,
      filmId: s.f.filmId,
      filmName: expect.any(String),
      qty,
      amount: qty * 2000,
      netQty: qty,
      netAmount: qty * 2000,
      ...o,
    });
    expect(rows).toEqual([
      sold(day(-13), 1, { withinWeek: 1, pos: 1 }),
      sold(day(-10), 2, { later: 2, pos: 2 }),
      sold(day(-8), 1, { nextDay: 1, pos: 1 }),
      // Seat 4 was refunded three days later: this day keeps the three tickets it sold.
      sold(day(-5), 3, { withinWeek: 3, online: 3 }),
      sold(day(-3), 2, { withinWeek: 2, pos: 2 }),
      sold(day(-2), 0, { refundQty: 1, refundAmount: 2000, netQty: -1, netAmount: -2000 }),
      // 鑑賞券 and 招待券: two tickets at 0 yen, for the same day.
      sold(DAY, 2, { amount: 0, netAmount: 0, sameDay: 2, pos: 2 }),
    ]);
  });

  it('narrows to a channel and a film', async () => {
    const online = await list<BookingDailyRow>(`/api/bookingDaily/list?from=${day(-13)}&to=${DAY}&channel=online`);
    expect(online.map((r) => [r.saleDate, r.qty])).toEqual([[day(-5), 3]]);
    const other = await list(`/api/bookingDaily/list?from=${day(-13)}&to=${DAY}&filmId=${s.f.filmId + 1}`);
    expect(other).toEqual([]);
  });

  it('予約状況: sold by the end of the base day, against the film a week earlier at the same point', async () => {
    const outlook = (asOf: string) => list<BookingOutlookRow>(`/api/bookingDaily/outlook?asOf=${asOf}`);
    const row = (o: Partial<BookingOutlookRow>) => ({
      screeningDate: DAY,
      filmId: s.f.filmId,
      filmName: expect.any(String),
      screenings: 1,
      sellable: s.seats.sellable,
      compareDate: day(-7),
      ...o,
    });
    // As of DAY − 4: A and B (5); a week before, as of DAY − 11, one seat of last week's screening.
    expect(await outlook(day(-4))).toEqual([
      row({ sold: 5, soldRate: 5 / s.seats.sellable, compareSold: 1, compareRatio: 5 }),
    ]);
    // As of DAY − 1: the refund and D counted (5 − 1 + 2); last week's two seats by DAY − 8.
    expect(await outlook(day(-1))).toEqual([
      row({ sold: 6, soldRate: 6 / s.seats.sellable, compareSold: 2, compareRatio: 3 }),
    ]);
    // As of DAY − 11: last week's screening has nothing to compare with ('-'); DAY sold nothing yet.
    expect(await outlook(day(-11))).toEqual([
      row({
        screeningDate: day(-7),
        sold: 1,
        sellable: expect.any(Number),
        soldRate: expect.any(Number),
        compareDate: day(-14),
        compareSold: null,
        compareRatio: null,
      }),
      row({ sold: 0, soldRate: 0, compareSold: 0, compareRatio: null }),
    ]);
    // The base day's own screenings are not coming ones.
    expect(await outlook(DAY)).toEqual([]);
  });
});

describe('who reads the seat reports', () => {
  const urls = [
    `/api/soldRate/list?${period}`,
    `/api/arriveDaily/list?${period}`,
    `/api/arriveDaily/claims?${period}`,
    `/api/bookingDaily/list?${period}`,
    `/api/bookingDaily/outlook?asOf=${DAY}`,
  ];

  it('a cinema user reads only its own cinema: another one answers 404', async () => {
    for (const url of urls) {
      expect((await get(`${url}&cinemaId=${s.ids['0102']}`)).statusCode, url).toBe(404);
      expect((await get(`${url}&cinemaId=${s.f.cinemaId}`)).statusCode, url).toBe(200);
    }
  });

  it('head office reads a cinema of its brand it names, never another brand’s, and must name one', async () => {
    for (const url of urls) {
      expect((await get(url, s.hq)).statusCode, url).toBe(400);
      expect((await get(`${url}&cinemaId=${s.ids['0201']}`, s.hq)).statusCode, url).toBe(404);
    }
    const [row] = await list<SoldRateRow>(`/api/soldRate/list?${period}&cinemaId=${s.f.cinemaId}`, s.hq);
    expect(row).toMatchObject({ sold: 8, admitted: 6 });
  });

  it('refuses a period over 31 days on its end, in Japanese', async () => {
    const res = await get(`/api/soldRate/list?from=${addDays(DAY, -40)}&to=${DAY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'to', message: '「上映日」の期間は31日以内で指定してください' }]);
  });
});

describe('R2’s counters (docs/reports.md, "rollups")', () => {
  const r2 = async () =>
    (
      await rowsOf<Record<string, number>>(
        t.database.db.execute(sql`select sold, comps, booked, capacity, blocked, admitted from rb_screening
          where screening_id = ${s.f.screeningId}`),
      )
    )[0]!;

  it('counts the screen’s seats and the persons admitted: seat 4 was refunded after its scan, so 6', async () => {
    expect(await r2()).toMatchObject({
      sold: 8,
      comps: 2,
      capacity: s.seats.total,
      blocked: s.seats.closed,
      admitted: 6,
    });
  });

  it('counts a seat scanned twice once, and a rebuild counts the same', async () => {
    const before = await r2();
    const gate = await deviceToken(t, s.hq, s.f.cinemaId, 'pos', `GATE${randomUUID().slice(0, 4).toUpperCase()}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/device/documents',
      headers: auth(gate),
      payload: {
        kind: 'admission',
        clientId: randomUUID(),
        deviceSeq: 1,
        occurredAt: `${DAY}T19:55:00+09:00`,
        screeningId: s.f.screeningId,
        seatKey: s.f.seats[0],
        action: 'admit',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
    expect(await r2()).toEqual(before);
    await rebuildRollups(t.database.db, { cinemaId: s.f.cinemaId, from: DAY, to: DAY });
    expect(await r2()).toEqual(before);
  });

  it('reports an 着券 count that differs from the admissions, in Japanese', async () => {
    const db = t.database.db;
    await db.execute(sql`update rb_screening set admitted = admitted + 1 where screening_id = ${s.f.screeningId}`);
    const failures = await checkInvariants(db, { cinemaId: s.f.cinemaId, from: DAY, to: DAY });
    expect(failures.map((f) => [f.check, f.message])).toEqual([
      [
        'rollup:rb_screening:admitted',
        `劇場「${failures[0]?.cinemaName}」${DAY.replaceAll('-', '/')}：集計「R2 上映回別着券数」が入場記録と一致しません（1上映回、例：集計7人・入場記録6人）`,
      ],
    ]);
    await rebuildRollups(db, { cinemaId: s.f.cinemaId, from: DAY, to: DAY });
    expect(await checkInvariants(db, { cinemaId: s.f.cinemaId, from: DAY, to: DAY })).toEqual([]);
  });
});
