import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { addDays, seatKey, type SaleLineInput } from '@cinema/contracts';
import { coupons, houses, paymentMethods, priceTemplates, screenings, serials } from '../../db/schema/index.js';
import { cinemaIds, deviceToken } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { addScreening, shinjukuFixture } from '../public-schedule/public-schedule.fixtures.js';
import { reverse, salesFixture, sell, ticketLine } from '../transaction-history/transaction-history.fixtures.js';

// One screening day of 新宿 sold through the one write path (recordSale, refunds, the device's admissions), for the
// seat reports' tests: every figure they show can be counted by hand from what is written here.

/** The screening day: a Saturday far ahead, so every sales window is open. */
export const DAY = '2031-06-07';
const at = (days: number, time: string) => `${addDays(DAY, days)}T${time}:00+09:00`;
const PRICE = 2000;

/** The sellable seat keys of a screen, in plan order. */
async function seatKeysOf(t: TestContext, houseId: number) {
  const [house] = await t.database.db.select({ plan: houses.seatPlan }).from(houses).where(eq(houses.id, houseId));
  const plan = house!.plan;
  return plan.cells.flatMap((cell, i) =>
    cell && cell.type !== 'closed' ? [seatKey(plan.rowLabels[Math.floor(i / plan.cols)] ?? '', cell.number)] : [],
  );
}

async function serialOf(t: TestContext, brandId: number, kind: 'viewing' | 'invitation', skip = 0) {
  const rows = await t.database.db
    .select({ code: serials.code, couponName: coupons.name, booked: coupons.bookedAmount })
    .from(serials)
    .innerJoin(coupons, eq(coupons.id, serials.couponId))
    .where(
      and(
        eq(serials.brandId, brandId),
        eq(coupons.kind, kind),
        inArray(serials.state, ['issued', 'activated']),
        lt(serials.usedCount, serials.usageLimit),
      ),
    )
    .orderBy(asc(serials.seq))
    .limit(skip + 1);
  return rows[skip]!;
}

/**
 * 新宿's screening of film 0 on DAY 20:00 (screen 0), sold as follows (persons = seats, 2,000 yen each):
 * - A: seats 0–1 at the counter (cash), 10 days before;
 * - B: seats 2–4 online, 5 days before; seat 4 refunded at the console 2 days before (after it was admitted);
 * - D: seats 6–7 at the counter, 3 days before, 2,000 yen of it paid by ムビチケ;
 * - C: seat 5 with a 鑑賞券 (0 yen) and E: seat 8 with a 招待券 (0 yen), at the counter on the day.
 * Admitted at the gate: seats 0, 2, 4, 5, 6, 7, 8. Plus film 0 on DAY − 7 (screen 1): one seat sold 13 days before
 * DAY and one 8 days before (前週同時点 of an outlook as of DAY − 4 counts the first only).
 */
export async function seatScenario(t: TestContext) {
  const db = t.database.db;
  const f = await salesFixture(db, DAY);
  const shinjuku = await shinjukuFixture(db);
  const hq = await t.login('hq');
  const ids = await cinemaIds(t);
  const gate = await deviceToken(t, hq, ids['0101']!, 'pos', `GATE${randomUUID().slice(0, 4).toUpperCase()}`);
  const [movieTicket] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandId, f.brandId), eq(paymentMethods.code, 'MOVIETICKET')));
  const viewing = await serialOf(t, f.brandId, 'viewing');
  const invitation = await serialOf(t, f.brandId, 'invitation');
  const seat = (n: number) => ticketLine(f, f.seats[n]!, PRICE);
  const free = (n: number, code: string): SaleLineInput => ({ ...seat(n), couponSerial: code }) as SaleLineInput;

  const a = await sell(db, f, [seat(0), seat(1)], at(-10, '10:00'));
  const b = await sell(db, f, [seat(2), seat(3), seat(4)], at(-5, '12:00'), { channel: 'online' });
  const d = await sell(db, f, [seat(6), seat(7)], at(-3, '18:00'), {
    payments: [
      { methodId: movieTicket!.id, amount: PRICE, reference: 'MT0001' },
      { methodId: f.cashId, amount: PRICE, tendered: PRICE },
    ],
  });
  const c = await sell(db, f, [free(5, viewing.code)], at(0, '10:00'), { total: 0, payments: [] });
  const e = await sell(db, f, [free(8, invitation.code)], at(0, '11:00'), { total: 0, payments: [] });

  const admit = (n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/device/documents',
      headers: auth(gate),
      payload: {
        kind: 'admission',
        clientId: randomUUID(),
        deviceSeq: 100 + n,
        occurredAt: at(0, '19:50'),
        screeningId: f.screeningId,
        seatKey: f.seats[n],
        action: 'admit',
      },
    });
  for (const n of [0, 2, 4, 5, 6, 7, 8]) {
    const res = await admit(n);
    if (res.statusCode !== 200) throw new Error(`not admitted: ${res.body}`);
  }
  await reverse(db, f, 'refund', b.transactionId!, at(-2, '15:00'), [{ lineNo: 3, quantity: 1 }]);

  // A week before: film 0 on screen 1, one seat sold early, one later.
  const lastWeek = await addScreening(db, shinjuku, {
    film: 0,
    screen: 1,
    businessDate: addDays(DAY, -7),
    startAt: at(-7, '20:00'),
    status: 'onSale',
  });
  const [template] = await db
    .select({ id: priceTemplates.id })
    .from(priceTemplates)
    .where(eq(priceTemplates.cinemaId, f.cinemaId))
    .orderBy(asc(priceTemplates.id))
    .limit(1);
  await db.update(screenings).set({ priceTemplateId: template!.id }).where(eq(screenings.id, lastWeek));
  const [key, key2] = await seatKeysOf(t, shinjuku.screens[1]!.id);
  const [plan] = await db
    .select({ counts: houses.seatCounts })
    .from(houses)
    .where(eq(houses.id, shinjuku.screens[0]!.id));
  const line = (seatKey: string | undefined) => ({ ...seat(0), screeningId: lastWeek, seatKey: seatKey! });
  await sell(db, f, [line(key)], at(-13, '10:00'));
  await sell(db, f, [line(key2)], at(-8, '10:00'));

  const failures = await rolledUpInvariantFailures(db);
  if (failures.length) throw new Error(`invariants: ${JSON.stringify(failures)}`);
  return {
    f,
    ids,
    hq,
    lastWeek,
    seats: plan!.counts,
    viewing,
    sales: { a, b, c, d, e },
  };
}
export type SeatScenario = Awaited<ReturnType<typeof seatScenario>>;
