import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { dailyClosings, screenings, transactionLines } from '../../db/schema/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { rebuildRollups } from '../rollups/index.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { openShop, reverse, sell, type Shop } from '../sales/shop.fixtures.js';

// A closed day's box office stays as it was closed (docs/reports.md, "日次締め"): a ticket sold, or refunded, after its
// screening's day closed counts on the day the document posts to (its line's bookedBusinessDate), in R1, R1T and R11;
// R2 keeps the seat on its screening. The rollups still equal the facts, and a 再集計 of either day gives the same.

let t: TestContext;
let shop: Shop;
let screeningDay: string;
let postedTo: string;
let filmId: number;
let screeningId: number;

const boxOffice = async (table: 'rb_film_day' | 'rb_film_day_total' | 'rb_fare_day', day: string) => {
  // 動員 net of refunds (a refund's line counts −1 in tickets and +1 in refunds).
  const measure = table === 'rb_fare_day' ? 'persons' : 'tickets';
  const [row] = await rowsOf<{ n: number | null; yen: number | null }>(
    t.database.db
      .execute(sql`select sum(${sql.raw(measure)})::int as n, sum(${sql.raw(table === 'rb_fare_day' ? 'amount' : 'booked')})::int as yen
      from ${sql.raw(table)} where cinema_id = ${shop.ctx.cinemaId} and screening_bd = ${day} and film_id = ${filmId}`),
  );
  return { n: row?.n ?? 0, yen: row?.yen ?? 0 };
};
const movement = async (day: string) => {
  const [row] = await rowsOf<{ tickets: number | null; refunds: number | null }>(
    t.database.db.execute(sql`select sum(tickets)::int as tickets, sum(refunds)::int as refunds from rb_film_day_total
      where cinema_id = ${shop.ctx.cinemaId} and screening_bd = ${day} and film_id = ${filmId}`),
  );
  return { tickets: row?.tickets ?? 0, refunds: row?.refunds ?? 0 };
};
const sold = async () => {
  const [row] = await rowsOf<{ sold: number }>(
    t.database.db.execute(sql`select sold from rb_screening where screening_id = ${screeningId}`),
  );
  return row?.sold ?? 0;
};
const ticketSale = () => sell(t.database.db, shop, { tickets: 1, items: [], price: 1800, method: 0, minutesAgo: 1 });

beforeAll(async () => {
  t = await createTestApp();
  const ids = await cinemaIds(t);
  shop = await openShop(t.database.db, ids['0101']!, 40);
  screeningId = shop.seats[0]!.screeningId;
  shop.seats = shop.seats.filter((x) => x.screeningId === screeningId);
  const [s] = await t.database.db
    .select({ day: screenings.businessDate, filmId: screenings.filmId })
    .from(screenings)
    .where(eq(screenings.id, screeningId));
  screeningDay = s!.day;
  filmId = s!.filmId;
  // Where the late documents post: today, or the day after when the closed day is today's.
  const today = businessDateOf(new Date(), shop.ctx.cutoffHour);
  postedTo = today === screeningDay ? addDays(today, 1) : today;
}, 180_000);
afterAll(() => t.close());

describe('a closed day’s box office', () => {
  it('counts a ticket sold or refunded after the close on the day it posts to, and keeps the seat on its screening', async () => {
    const [a] = [await ticketSale(), await ticketSale()];
    expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
    const closed = await boxOffice('rb_film_day_total', screeningDay);
    expect(closed).toEqual({ n: 2, yen: expect.any(Number) });
    const postedBefore = await movement(postedTo);
    await t.database.db.insert(dailyClosings).values({
      brandId: shop.ctx.brandId,
      cinemaId: shop.ctx.cinemaId,
      businessDate: screeningDay,
      status: 'closed',
      closedAt: new Date(),
    });

    const frozen = async () => {
      expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
      for (const table of ['rb_film_day', 'rb_film_day_total', 'rb_fare_day'] as const)
        expect(await boxOffice(table, screeningDay), table).toEqual(closed);
    };
    const late = await ticketSale();
    await frozen();
    await reverse(t.database.db, shop, a!, 'refund', () => 1);
    await frozen();

    const booked = await t.database.db
      .select({ day: transactionLines.bookedBusinessDate })
      .from(transactionLines)
      .where(and(eq(transactionLines.transactionId, late!), eq(transactionLines.lineType, 'ticket')));
    expect(booked).toEqual([{ day: postedTo }]);
    // The day they post to takes the late ticket and the refund: 動員 +1 −1, one refund.
    expect(await movement(postedTo)).toEqual({ tickets: postedBefore.tickets, refunds: postedBefore.refunds + 1 });
    const postedAfter = await boxOffice('rb_film_day_total', postedTo);
    // The seats are the screening's: two sold before, one after, one refunded.
    expect(await sold()).toBe(2);

    // 再集計 of either day gives the same figures from the facts.
    await rebuildRollups(t.database.db, { cinemaId: shop.ctx.cinemaId, from: screeningDay, to: screeningDay });
    await rebuildRollups(t.database.db, { cinemaId: shop.ctx.cinemaId, from: postedTo, to: postedTo });
    expect(await boxOffice('rb_film_day_total', screeningDay)).toEqual(closed);
    expect(await boxOffice('rb_film_day_total', postedTo)).toEqual(postedAfter);
    expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
  });
});
