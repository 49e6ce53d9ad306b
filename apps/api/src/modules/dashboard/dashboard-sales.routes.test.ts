import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf } from '@cinema/contracts';
import { screenings } from '../../db/schema/index.js';
import { jobDefinitions } from '../../jobs.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { openShop, sell, type Shop } from '../rollups/rollups.fixtures.js';

// Today's figures per cinema from the rollups, against the same weekday last week, in the caller's scope.

let t: TestContext;
let shop: Shop;
let ids: Record<string, number>;
let screeningDay: string;
let tokens: { admin: string; hq: string; hq2: string; shinjuku: string };

type Figure = { today: number; lastWeek: number };
type Cinema = {
  cinemaId: number;
  cinemaName: string;
  admissions: Figure;
  boxOffice: Figure;
  shopSales: Figure;
  soldSeats: Figure;
  sellableSeats: Figure;
  hours: { hour: number; today: number; lastWeek: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  const db = t.database.db;
  shop = await openShop(db, ids['0101']!, 20);
  const [first] = await db
    .select({ bd: screenings.businessDate })
    .from(screenings)
    .where(eq(screenings.id, shop.seats[0]!.screeningId));
  screeningDay = first!.bd;
  // Two seats of one screening at 1,800 yen with two drinks of 400 yen, sold now.
  shop.seats = shop.seats.filter((s) => s.screeningId === shop.seats[0]!.screeningId);
  await sell(db, shop, {
    tickets: 2,
    items: [{ n: 0, quantity: 2, price: 400, eatIn: false }],
    price: 1800,
    method: 0,
    minutesAgo: 0,
  });
  // Last week's same weekday: what the rollups held then.
  await db.execute(sql`insert into rb_film_day (brand_id, cinema_id, screening_bd, film_id, fee_category, format_id,
      ticket_kind, channel, tickets, booked) values (${shop.ctx.brandId}, ${shop.ctx.cinemaId},
      ${addDays(screeningDay, -7)}, 1, 'main', 0, 'general', 'pos', 4, 7200)`);
  await new JobRunner(db, jobDefinitions).drain({ delayed: true });
  const [admin, hq, hq2, shinjuku] = await signIn(t, 'admin', 'hq', 'hq2', 'shinjuku');
  tokens = { admin, hq, hq2, shinjuku };
}, 120_000);
afterAll(() => t.close());

const sales = async (token: string, businessDate?: string) => {
  const res = await t.app.inject({
    url: `/api/dashboard/sales${businessDate ? `?businessDate=${businessDate}` : ''}`,
    headers: auth(token),
  });
  return res;
};
const cinemasOf = async (token: string, businessDate?: string) => {
  const res = await sales(token, businessDate);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { businessDate: string; lastWeekDate: string; cinemas: Cinema[] };
};

describe('dashboard sales', () => {
  it('head office reads each cinema’s day from the rollups, against the same weekday last week', async () => {
    const data = await cinemasOf(tokens.hq, screeningDay);
    expect(data.lastWeekDate).toBe(addDays(screeningDay, -7));
    expect(data.cinemas.map((c) => c.cinemaId)).toEqual([ids['0101'], ids['0102'], ids['0103']]);
    const mine = data.cinemas[0]!;
    expect(mine.admissions).toEqual({ today: 2, lastWeek: 4 });
    expect(mine.boxOffice).toEqual({ today: 3600, lastWeek: 7200 });
    expect(mine.soldSeats.today).toBe(2);
    expect(mine.sellableSeats.today).toBeGreaterThan(2);
    expect(data.cinemas[1]!.admissions).toEqual({ today: 0, lastWeek: 0 });
  });

  it('shop sales and the hours are on the sales day', async () => {
    const today = businessDateOf(Date.now(), shop.ctx.cutoffHour);
    const data = await cinemasOf(tokens.hq, today);
    const mine = data.cinemas[0]!;
    expect(mine.shopSales.today).toBe(800);
    expect(mine.hours.reduce((s, h) => s + h.today, 0)).toBe(3600 + 800);
  });

  it('cinema staff see their cinemas only; another brand sees none of ours', async () => {
    const staff = await cinemasOf(tokens.shinjuku, screeningDay);
    expect(staff.cinemas.map((c) => c.cinemaId)).toEqual([ids['0101']]);
    expect(staff.cinemas[0]!.admissions.today).toBe(2);
    const other = await cinemasOf(tokens.hq2, screeningDay);
    expect(other.cinemas.map((c) => c.cinemaId)).toEqual([ids['0201']]);
    expect(other.cinemas[0]!.boxOffice).toEqual({ today: 0, lastWeek: 0 });
    const all = await cinemasOf(tokens.admin, screeningDay);
    expect(all.cinemas).toHaveLength(4);
  });

  it('a bad date is named in Japanese; no token is refused', async () => {
    const bad = await sales(tokens.hq, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).businessDate).toMatch(/営業日/);
    expect((await t.app.inject({ url: '/api/dashboard/sales' })).statusCode).toBe(401);
  });
});
