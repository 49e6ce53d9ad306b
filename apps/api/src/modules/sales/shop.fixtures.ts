import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { seatKey as keyOf, type SaleDocument } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { houses, paymentMethods, screenings, shopItems, transactionLines } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { ticketsOf } from '../price-templates/price-templates.fixtures.js';
import { AppError } from '../../platform/errors.js';
import { recordRefund, recordSale, recordVoid, salesContext, type SalesContext } from './index.js';

// Sales, refunds and voids for other modules' tests (rollups, dashboard, transaction history), through the sales
// core's own services on the seeded demo data. A fixture imports no other module's code (docs/architecture.md,
// "layers"): other modules' fixtures write their sales through this one.

export { recordRefund, recordSale, recordVoid, salesContext, type SalesContext } from './index.js';

export interface Shop {
  ctx: SalesContext;
  /** Free seats with a ticket that may be sold on them, used up as sales take them. */
  seats: { screeningId: number; seatKey: string; ticketId: number }[];
  items: number[];
  methods: number[];
}

class Rollback extends Error {}

/** Whether a one-line sale of `line` goes through (tried in a transaction that is rolled back). */
async function sells(db: Db, shop: Omit<Shop, 'seats' | 'items'>, line: SaleDocument['lines'][number]) {
  try {
    await db.transaction(async (tx) => {
      await recordSale(tx, shop.ctx, saleDoc([line], shop.methods[0]!, new Date()), { status: 'success' });
      throw new Rollback();
    });
  } catch (e) {
    return e instanceof Rollback;
  }
  return false;
}

function saleDoc(lines: SaleDocument['lines'], methodId: number, at: Date, split?: number): SaleDocument {
  const total = lines.reduce((s, l) => s + l.unitPrice * ('quantity' in l ? l.quantity : 1), 0);
  const payments = split
    ? [
        { methodId, amount: Math.min(split, total) },
        { methodId, amount: total - Math.min(split, total) },
      ].filter((p) => p.amount > 0)
    : [{ methodId, amount: total }];
  return {
    kind: 'sale',
    clientId: newFactId(),
    deviceSeq: 1,
    occurredAt: at.toISOString(),
    lines,
    payments,
    total,
  };
}

/** A cinema with sellable screenings, items and payment methods, and a supply of sellable seats. */
export async function openShop(db: Db, cinemaId: number, seatCount = 200): Promise<Shop> {
  const ctx = await salesContext(db, { cinemaId, channel: 'pos', deviceId: null });
  const methods = (
    await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      // Not ポイント: paying with points needs a member (its own tests, members.points-use.test.ts).
      .where(
        and(
          eq(paymentMethods.brandId, ctx.brandId),
          eq(paymentMethods.active, true),
          ne(paymentMethods.kind, 'points'),
        ),
      )
      .orderBy(asc(paymentMethods.id))
  ).map((m) => m.id);
  const shows = await db
    .select({ id: screenings.id, templateId: screenings.priceTemplateId, plan: houses.seatPlan })
    .from(screenings)
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .where(
      and(
        eq(screenings.cinemaId, cinemaId),
        eq(screenings.status, 'onSale'),
        isNotNull(screenings.publishedAt),
        isNotNull(screenings.priceTemplateId),
        gt(screenings.salesEndAt, sql`now() + interval '2 hours'`),
      ),
    )
    .orderBy(screenings.startAt)
    .limit(4);
  const seats: Shop['seats'] = [];
  for (const s of shows) {
    const tickets = await ticketsOf(db, s.templateId!);
    const keys = s.plan.cells.flatMap((cell, i) =>
      cell && cell.type === 'general' ? [keyOf(s.plan.rowLabels[Math.floor(i / s.plan.cols)] ?? '', cell.number)] : [],
    );
    const sellable: number[] = [];
    for (const t of tickets.slice(0, 6))
      if (
        await sells(
          db,
          { ctx, methods },
          { type: 'ticket', screeningId: s.id, seatKey: keys[0]!, ticketId: t.id, unitPrice: 1800 },
        )
      )
        sellable.push(t.id);
    if (!sellable.length) continue;
    keys
      .slice(0, seatCount / shows.length)
      .forEach((seatKey, n) => seats.push({ screeningId: s.id, seatKey, ticketId: sellable[n % sellable.length]! }));
  }
  const candidates = await db
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, ctx.brandId), eq(shopItems.state, 'selling')))
    .limit(12);
  const items: number[] = [];
  for (const c of candidates)
    if (await sells(db, { ctx, methods }, { type: 'shop', itemId: c.id, quantity: 1, unitPrice: 500 }))
      items.push(c.id);
  return { ctx, seats, items, methods };
}

export interface SaleSpec {
  tickets: number;
  items: { n: number; quantity: number; price: number; eatIn: boolean }[];
  price: number;
  method: number;
  split?: number;
  minutesAgo: number;
}

/** Records a sale of the spec (as a POS would) and answers its transaction id. */
export async function sell(db: Db, shop: Shop, spec: SaleSpec) {
  const lines: SaleDocument['lines'] = [];
  for (let i = 0; i < spec.tickets; i++) {
    const seat = shop.seats.shift();
    if (!seat) break;
    lines.push({ type: 'ticket', ...seat, unitPrice: spec.price });
  }
  for (const it of spec.items)
    if (shop.items.length)
      lines.push({
        type: 'shop',
        itemId: shop.items[it.n % shop.items.length]!,
        quantity: it.quantity,
        unitPrice: it.price,
        eatIn: it.eatIn,
      });
  if (!lines.length) return null;
  const method = shop.methods[spec.method % shop.methods.length]!;
  const doc = saleDoc(lines, method, new Date(Date.now() - spec.minutesAgo * 60_000), spec.split);
  const result = await db.transaction((tx) => recordSale(tx, shop.ctx, doc, { status: 'success' }));
  return result.transactionId;
}

/**
 * A refund (of `pick`ed quantities per line; all that is left when it picks nothing) or a void,
 * through the sales core's own services. Answers the reversal's id, or null when the sale cannot
 * be reversed any more (voided, or refunded in full): the services refuse, nothing is written.
 */
export async function reverse(
  db: Db,
  shop: Shop,
  saleId: string,
  kind: 'refund' | 'void',
  pick: (lineNo: number, quantity: number) => number,
) {
  const lines = await db
    .select({
      lineNo: transactionLines.lineNo,
      quantity: transactionLines.quantity,
      done: transactionLines.refundedQuantity,
    })
    .from(transactionLines)
    .where(eq(transactionLines.transactionId, saleId));
  const chosen = lines
    .map((l) => ({ lineNo: l.lineNo, quantity: Math.min(pick(l.lineNo, l.quantity), l.quantity - l.done) }))
    .filter((l) => l.quantity > 0);
  const doc = { clientId: newFactId(), originalId: saleId, occurredAt: new Date().toISOString() };
  try {
    const result = await db.transaction((tx) =>
      kind === 'void'
        ? recordVoid(tx, shop.ctx, doc)
        : recordRefund(tx, shop.ctx, { ...doc, lines: chosen.length ? chosen : undefined }),
    );
    return result.transactionId;
  } catch (e) {
    if (e instanceof AppError && ['invalid_transition', 'validation_failed'].includes(e.code)) return null;
    throw e;
  }
}
