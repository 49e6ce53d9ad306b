import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, denominations, tokyoMidnight, type SaleDocument } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices, paymentMethods, screenings, shopItems } from '../../db/schema/index.js';
import { deviceToken } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { openShop, recordRefund, recordSale, salesContext, type Shop } from '../sales/shop.fixtures.js';

// One 営業日 of a cinema for 営業日報's tests (docs/reports.md, "営業日報"), recorded through the sales write path:
// two tickets sold two days before for the day's screening; the day before, a cash ticket for its own screening; on the
// day, in a register's shift, two tickets (one paid by ムビチケ) and shop lines (takeaway 8 %, eat-in 10 %, goods), a
// ticket for three days later, and the refund of the day before's ticket; the shift closed ¥100 short.

const HOUR = 3_600_000;
const PRICE = 1800;

export interface DayScenario {
  day: string;
  shop: { total: number; food8: number; food10: number; goods: number };
  /** Cash the day before took (its ticket). */
  dayBeforeCash: number;
  screeningIds: { day: number; later: number; dayBefore: number };
}

/** Moves a screening to another day at the same clock time, on sale until two days after it ends. */
async function moveTo(db: Db, screeningId: number, target: string) {
  const shift = sql`(${target}::date - ${screenings.businessDate}) * interval '1 day'`;
  await db
    .update(screenings)
    .set({
      businessDate: target,
      startAt: sql`${screenings.startAt} + ${shift}`,
      endAt: sql`${screenings.endAt} + ${shift}`,
      blockedUntil: sql`${screenings.blockedUntil} + ${shift}`,
      salesStartAt: null,
      salesEndAt: sql`${screenings.endAt} + ${shift} + interval '2 days'`,
    })
    .where(eq(screenings.id, screeningId));
}

const countOf = (amount: number) => {
  const out: Record<string, number> = {};
  let left = amount;
  for (const d of denominations) {
    if (left >= d) out[String(d)] = Math.floor(left / d);
    left %= d;
  }
  return out;
};

async function methodsOf(db: Db, brandId: number) {
  const rows = await db
    .select({ id: paymentMethods.id, code: paymentMethods.code })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandId, brandId), inArray(paymentMethods.code, ['CASH', 'CREDIT', 'MOVIETICKET'])));
  const of = (code: string) => rows.find((r) => r.code === code)?.id ?? 0;
  return { cash: of('CASH'), credit: of('CREDIT'), movieTicket: of('MOVIETICKET') };
}

async function itemsOf(db: Db, brandId: number) {
  const rows = await db
    .select({ id: shopItems.id, kind: shopItems.kind, group: shopItems.shopGroup, eatIn: shopItems.eatInTaxRate })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, brandId), eq(shopItems.state, 'selling')));
  const food = rows.find((r) => r.kind === 'concession' && r.group === 'food' && r.eatIn != null);
  const goods = rows.find((r) => r.kind === 'commercial' && r.group === 'product');
  return { food: food?.id ?? 0, goods: goods?.id ?? 0 };
}

export async function buildDay(t: TestContext, cinemaId: number): Promise<DayScenario> {
  const db = t.database.db;
  const shop: Shop = await openShop(db, cinemaId, 30);
  const [onDay, later, dayBefore] = [...new Set(shop.seats.map((x) => x.screeningId))];
  if (!onDay || !later || !dayBefore) throw new Error('three screenings on sale are needed');
  const [first] = await db.select({ bd: screenings.businessDate }).from(screenings).where(eq(screenings.id, onDay));
  const day = addDays(first?.bd ?? '', -35);
  await moveTo(db, onDay, day);
  await moveTo(db, later, addDays(day, 3));
  await moveTo(db, dayBefore, addDays(day, -1));
  const at = (hours: number, days = 0) => new Date(tokyoMidnight(addDays(day, days)) + hours * HOUR).toISOString();
  const seats = (screeningId: number, n: number) =>
    shop.seats
      .filter((x) => x.screeningId === screeningId)
      .splice(0, n)
      .map((x) => {
        shop.seats.splice(shop.seats.indexOf(x), 1);
        return { type: 'ticket' as const, ...x, unitPrice: PRICE };
      });
  const m = await methodsOf(db, shop.ctx.brandId);
  const items = await itemsOf(db, shop.ctx.brandId);
  let seq = 100;
  const doc = (occurredAt: string, lines: SaleDocument['lines'], payments: SaleDocument['payments']): SaleDocument => ({
    kind: 'sale',
    clientId: randomUUID(),
    deviceSeq: ++seq,
    occurredAt,
    lines,
    payments,
    total: payments.reduce((a, p) => a + p.amount, 0),
  });
  const sell = (ctx: typeof shop.ctx, d: SaleDocument) =>
    db.transaction((tx) => recordSale(tx, ctx, d, { status: 'success' }));

  await sell(shop.ctx, doc(at(12, -2), seats(onDay, 2), [{ methodId: m.credit, amount: 2 * PRICE }]));
  const earlier = doc(at(11, -1), seats(dayBefore, 1), [{ methodId: m.cash, amount: PRICE, tendered: 2000 }]);
  await sell(shop.ctx, earlier);

  // The day's register: its shift opened and closed by the device, its sale in the shift.
  const hq = await t.login('hq');
  const code = `BD${randomUUID().slice(0, 6).toUpperCase()}`;
  const pos = await deviceToken(t, hq, cinemaId, 'pos', code);
  const [device] = await db.select({ id: devices.id }).from(devices).where(eq(devices.code, code));
  const post = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/device/documents', headers: auth(pos), payload: body });
    if (res.statusCode !== 200) throw new Error(`device document refused: ${res.body}`);
  };
  const open = { kind: 'shift_open', clientId: randomUUID(), deviceSeq: 1, occurredAt: at(9), openingFloat: 30_000 };
  await post(open);
  const register = await salesContext(db, { cinemaId, channel: 'pos', deviceId: device?.id ?? null });
  const shopLines: SaleDocument['lines'] = [
    { type: 'shop', itemId: items.food, quantity: 2, unitPrice: 500 },
    { type: 'shop', itemId: items.food, quantity: 1, unitPrice: 600, eatIn: true },
    { type: 'shop', itemId: items.goods, quantity: 1, unitPrice: 1200 },
  ];
  const cash = PRICE + 1000 + 600 + 1200;
  const onTheDay = doc(
    at(10),
    [...seats(onDay, 2), ...shopLines],
    [
      { methodId: m.movieTicket, amount: PRICE, reference: 'MT1234567890' },
      { methodId: m.cash, amount: cash, tendered: 5000 },
    ],
  );
  await sell(register, { ...onTheDay, deviceSeq: 2, shiftClientId: open.clientId });
  await post({
    kind: 'shift_close',
    clientId: randomUUID(),
    deviceSeq: 3,
    occurredAt: at(20),
    shiftClientId: open.clientId,
    countedCash: countOf(30_000 + cash - 100),
    overShortReason: '釣銭間違い',
  });

  await sell(shop.ctx, doc(at(13), seats(later, 1), [{ methodId: m.credit, amount: PRICE }]));
  await db.transaction((tx) =>
    recordRefund(tx, shop.ctx, { clientId: randomUUID(), originalId: earlier.clientId, occurredAt: at(15) }),
  );
  const failures = await rolledUpInvariantFailures(db);
  if (failures.length) throw new Error(`invariants: ${JSON.stringify(failures)}`);
  return {
    day,
    shop: { total: 2800, food8: 1000, food10: 600, goods: 1200 },
    dayBeforeCash: PRICE,
    screeningIds: { day: onDay, later, dayBefore },
  };
}
