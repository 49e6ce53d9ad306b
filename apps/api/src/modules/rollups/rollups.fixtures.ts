import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { seatKey as keyOf, type SaleDocument } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  houses,
  paymentMethods,
  screenings,
  shopItems,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { ticketsOf } from '../price-templates/index.js';
import { enqueueFactJobs, recordSale, salesContext, type SalesContext } from '../sales/index.js';

// Sales for the rollup tests, through the one write path (recordSale) on the seeded demo data, and
// refund/void documents written as the sales core writes them: negative lines, taxes and payments.

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
  const total = lines.reduce((s, l) => s + l.unitPrice * (l.type === 'ticket' ? 1 : l.quantity), 0);
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
      .where(and(eq(paymentMethods.brandId, ctx.brandId), eq(paymentMethods.active, true)))
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
 * A refund (some lines) or a void (every line) of a sale: a new document with the lines, taxes and
 * payment negated, on today's sales day, in one transaction with its outbox job.
 */
export async function reverse(db: Db, saleId: string, kind: 'refund' | 'void', pick: (lineNo: number) => boolean) {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(transactions).where(eq(transactions.id, saleId));
    const lines = (await tx.select().from(transactionLines).where(eq(transactionLines.transactionId, saleId))).filter(
      (l) => kind === 'void' || pick(l.lineNo),
    );
    if (!sale || !lines.length) return null;
    const [pay] = await tx.select().from(transactionPayments).where(eq(transactionPayments.transactionId, saleId));
    const id = newFactId();
    const total = -lines.reduce((s, l) => s + l.amount, 0);
    const tax = -lines.reduce((s, l) => s + l.tax, 0);
    await tx.insert(transactions).values({
      ...sale,
      id,
      kind,
      originalId: saleId,
      transactionNo: undefined,
      deviceClientId: null,
      status: 'success',
      occurredAt: new Date(),
      receivedAt: new Date(),
      total,
      tax,
      refundedAmount: 0,
      exceptions: [],
    });
    const rates = [...new Set(lines.map((l) => l.taxRate))];
    await tx.insert(transactionTaxes).values(
      rates.map((rate) => {
        const of = lines.filter((l) => l.taxRate === rate);
        return {
          transactionId: id,
          rate,
          taxable: -of.reduce((s, l) => s + l.amount, 0),
          tax: -of.reduce((s, l) => s + l.tax, 0),
        };
      }),
    );
    await tx.insert(transactionLines).values(
      lines.map((l, i) => ({
        ...l,
        id: newFactId(),
        transactionId: id,
        lineNo: i + 1,
        originalLineId: l.id,
        salesBusinessDate: sale.salesBusinessDate,
        amount: -l.amount,
        tax: -l.tax,
      })),
    );
    // A sale of nothing to pay (招待 only) had no payment to give back.
    if (pay)
      await tx.insert(transactionPayments).values({
        ...pay,
        id: newFactId(),
        transactionId: id,
        amount: total,
        tendered: null,
        change: null,
        refundsPaymentId: pay.id,
      });
    const refunded = -total + sale.refundedAmount;
    await tx
      .update(transactions)
      .set({
        status: kind === 'void' ? 'cancel' : refunded >= sale.total ? 'refunded' : 'partial_refunded',
        refundedAmount: refunded,
      })
      .where(inArray(transactions.id, [saleId]));
    await enqueueFactJobs(tx, {
      transactionId: id,
      cinemaId: sale.cinemaId,
      salesBusinessDate: sale.salesBusinessDate,
    });
    return id;
  });
}
