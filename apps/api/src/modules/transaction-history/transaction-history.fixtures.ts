import { and, asc, eq, inArray } from 'drizzle-orm';
import { HOLD_MINUTES, seatKey, type SaleDocument, type SaleLineInput, type SalesChannel } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  houses,
  paymentMethodCinemas,
  paymentMethods,
  priceTemplates,
  screenings,
  seatReservations,
  shopItems,
  transactions,
} from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { addScreening, shinjukuFixture } from '../public-schedule/public-schedule.fixtures.js';
import { ticketsOf } from '../price-templates/price-templates.fixtures.js';
import { recordRefund, recordSale, recordVoid, salesContext } from '../sales/shop.fixtures.js';

// Sales for the history tests and the benchmark, written through the one write path (recordSale).

export type SalesFixture = Awaited<ReturnType<typeof salesFixture>>;

/** 新宿 with a published screening on `day` (priced), its seats, a ticket, shop and その他 items, and 現金. */
export async function salesFixture(db: Db, day: string) {
  const f = await shinjukuFixture(db);
  const screeningId = await addScreening(db, f, {
    film: 0,
    screen: 0,
    businessDate: day,
    startAt: `${day}T20:00:00+09:00`,
    status: 'onSale',
  });
  const [template] = await db
    .select({ id: priceTemplates.id })
    .from(priceTemplates)
    .where(eq(priceTemplates.cinemaId, f.id))
    .orderBy(asc(priceTemplates.id))
    .limit(1);
  await db.update(screenings).set({ priceTemplateId: template!.id }).where(eq(screenings.id, screeningId));
  const ticket = (await ticketsOf(db, template!.id))[0]!;
  const [house] = await db.select({ plan: houses.seatPlan }).from(houses).where(eq(houses.id, f.screens[0]!.id));
  const plan = house!.plan;
  const seats = plan.cells.flatMap((cell, i) =>
    cell && cell.type !== 'closed' ? [seatKey(plan.rowLabels[Math.floor(i / plan.cols)] ?? '', cell.number)] : [],
  );
  const items = await db
    .select({ id: shopItems.id, code: shopItems.code, price: shopItems.price })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, f.brandId), inArray(shopItems.code, ['F001', 'G001', 'R001'])));
  const item = (code: string) => items.find((i) => i.code === code)!;
  const [cash] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandId, f.brandId), eq(paymentMethods.code, 'CASH')));
  // The online channel takes only what the cinema offers online (cards, not cash).
  const [online] = await db
    .select({ id: paymentMethodCinemas.paymentMethodId })
    .from(paymentMethodCinemas)
    .where(and(eq(paymentMethodCinemas.cinemaId, f.id), eq(paymentMethodCinemas.channel, 'online')))
    .orderBy(asc(paymentMethodCinemas.paymentMethodId))
    .limit(1);
  return {
    cinemaId: f.id,
    brandId: f.brandId,
    filmId: f.films[0]!.id,
    screeningId,
    ticketId: ticket.id,
    seats,
    popcorn: item('F001'),
    goods: item('G001'),
    glasses: item('R001'),
    cashId: cash!.id,
    onlineMethodId: online!.id,
  };
}

export const ticketLine = (f: SalesFixture, seat: string, unitPrice = 1900): SaleLineInput => ({
  type: 'ticket',
  screeningId: f.screeningId,
  seatKey: seat,
  ticketId: f.ticketId,
  unitPrice,
});
export const itemLine = (item: { id: number; price: number }, quantity = 1, type: 'shop' | 'other' = 'shop') =>
  ({ type, itemId: item.id, quantity, unitPrice: item.price }) as SaleLineInput;

/** One paid sale of these lines at `occurredAt`: in cash at the counter, by a method offered online. */
export async function sell(
  db: Db,
  f: SalesFixture,
  lines: SaleLineInput[],
  occurredAt: string,
  extra: Partial<SaleDocument> & { channel?: SalesChannel } = {},
) {
  const { channel = 'pos', ...doc } = extra;
  const ctx = await salesContext(db, { cinemaId: f.cinemaId, channel, deviceId: null });
  const total = lines.reduce((s, l) => s + l.unitPrice * ('quantity' in l ? l.quantity : 1), 0);
  return db.transaction((tx) =>
    recordSale(
      tx,
      ctx,
      {
        kind: 'sale',
        clientId: newFactId(),
        deviceSeq: 1,
        occurredAt,
        lines,
        payments: [
          channel === 'online'
            ? { methodId: f.onlineMethodId, amount: total }
            : { methodId: f.cashId, amount: total, tendered: total },
        ],
        total,
        ...doc,
      },
      { status: 'success' },
    ),
  );
}

/** How an online order ended without money: still waiting, declined, run out, or released by the customer. */
export type UnpaidEnd = 'pendingPayment' | 'fail' | 'expired' | 'cancel';

/**
 * An online order held through the one write path (支払い待ち, no payment), then ended as `end`
 * the way the online channel ends it: its status set and its seats given back.
 */
export async function hold(db: Db, f: SalesFixture, lines: SaleLineInput[], occurredAt: string, end: UnpaidEnd) {
  const ctx = await salesContext(db, { cinemaId: f.cinemaId, channel: 'online', deviceId: null });
  const total = lines.reduce((s, l) => s + l.unitPrice * ('quantity' in l ? l.quantity : 1), 0);
  const held = await db.transaction((tx) =>
    recordSale(
      tx,
      ctx,
      { kind: 'sale', clientId: newFactId(), deviceSeq: 1, occurredAt, lines, payments: [], total },
      { status: 'pendingPayment', holdExpiresAt: new Date(new Date(occurredAt).getTime() + HOLD_MINUTES * 60_000) },
    ),
  );
  const id = held.transactionId!;
  if (end !== 'pendingPayment') {
    await db.update(transactions).set({ status: end }).where(eq(transactions.id, id));
    await db.update(seatReservations).set({ status: 'released' }).where(eq(seatReservations.transactionId, id));
  }
  return held;
}

/** A 払戻 (some lines, or all that is left) or 取消 of a sale entered at the console at `occurredAt`. */
export async function reverse(
  db: Db,
  f: SalesFixture,
  kind: 'refund' | 'void',
  originalId: string,
  occurredAt: string,
  lines?: { lineNo: number; quantity: number }[],
) {
  const ctx = await salesContext(db, { cinemaId: f.cinemaId, channel: 'backoffice', deviceId: null });
  const doc = { clientId: newFactId(), originalId, occurredAt, reason: 'テスト' };
  return db.transaction((tx) =>
    kind === 'refund' ? recordRefund(tx, ctx, { ...doc, lines }) : recordVoid(tx, ctx, doc),
  );
}

/** A paid cash sale of one demo goods item (G001) at a cinema of the demo brand, for a suite that needs any paid sale. */
export async function paidItemSale(db: Db, cinemaId: number) {
  const ctx = await salesContext(db, { cinemaId, channel: 'pos', deviceId: null });
  const [item] = await db
    .select({ id: shopItems.id, price: shopItems.price })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, ctx.brandId), eq(shopItems.code, 'G001')));
  const [cash] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandId, ctx.brandId), eq(paymentMethods.code, 'CASH')));
  const price = item!.price;
  const doc: SaleDocument = {
    kind: 'sale',
    clientId: newFactId(),
    deviceSeq: 1,
    occurredAt: new Date().toISOString(),
    lines: [{ type: 'shop', itemId: item!.id, quantity: 1, unitPrice: price }],
    payments: [{ methodId: cash!.id, amount: price, tendered: price }],
    total: price,
  };
  const sold = await db.transaction((tx) => recordSale(tx, ctx, doc, { status: 'success' }));
  return sold.transactionId!;
}
