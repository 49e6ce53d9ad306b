import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  businessDateOf,
  HOLD_MINUTES,
  type DocumentResult,
  type HoldDocument,
  type PaymentResultDocument,
  type ReleaseDocument,
  type SaleDocument,
} from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { seatReservations, transactionLines, transactions } from '../../../db/schema/index.js';
import { AppError, conflict, noPermission } from '../../../platform/errors.js';
import { postingOf } from '../../../platform/closed-days.js';
import { shopMoved } from '../../../platform/events.js';
import { onlineSalesStopped } from '../../sales-stops/index.js';
import { enqueueFactJobs } from '../outbox.js';
import { recordPayments } from '../payments.js';
import { recordSale } from '../ingest/sale-pipeline.js';
import type { SalesContext } from '../sales-context.js';
import { transition } from '../transitions.js';
import { expireOrders, releaseSeats } from '../holds/holds.js';

// The online channel (docs/sales.md, "online orders"): seats are held while the customer pays at the gateway
// (pendingPayment, 15 minutes); the gateway's answer confirms (success) or fails the order; the
// customer may release it. A hold past its time is expired by the sweeper, and every seat insert
// path frees its seats as well, so an abandoned cart never blocks a sale.

function onlineOnly(ctx: SalesContext) {
  if (ctx.channel !== 'online') throw noPermission('オンライン予約の端末だけが送れる書類です');
}

export const holdExpired = `予約の有効期限（${HOLD_MINUTES}分）が過ぎたため確定できません。決済を取り消してください`;

export async function holdSeats(tx: Db, ctx: SalesContext, doc: HoldDocument): Promise<DocumentResult> {
  onlineOnly(ctx);
  const stop = await onlineSalesStopped(tx, ctx.cinemaId);
  if (stop) throw conflict(stop.message);
  const holdExpiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000);
  const sale: SaleDocument = { ...doc, kind: 'sale', payments: [] };
  const result = await recordSale(tx, ctx, sale, { status: 'pendingPayment', holdExpiresAt });
  // The answer names the document it answers (hold), like every other document's.
  return { ...result, kind: doc.kind, holdExpiresAt: holdExpiresAt.toISOString() };
}

async function lockOrder(tx: Db, ctx: SalesContext, id: string) {
  const [order] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.cinemaId, ctx.cinemaId), eq(transactions.channel, 'online')))
    .for('update');
  if (!order) throw new AppError('original_not_received', '予約が見つかりません。後で再送してください');
  return order;
}

const answer = (
  doc: { clientId: string; kind: string },
  order: typeof transactions.$inferSelect,
  status: DocumentResult['status'],
): DocumentResult => ({
  clientId: doc.clientId,
  kind: doc.kind,
  transactionId: order.id,
  transactionNo: String(order.transactionNo),
  transactionKind: 'sale',
  status,
  total: order.total,
  tax: order.tax,
  change: null,
  exceptions: [],
});

export async function paymentResult(tx: Db, ctx: SalesContext, doc: PaymentResultDocument): Promise<DocumentResult> {
  onlineOnly(ctx);
  const order = await lockOrder(tx, ctx, doc.transactionId);
  if (doc.result === 'fail') {
    await transition(tx, order.id, 'confirming', ['pendingPayment']);
    await transition(tx, order.id, 'fail', ['confirming'], { memo: doc.reason ?? null });
    await releaseSeats(tx, [order.id]);
    return answer(doc, order, 'fail');
  }
  // expired never becomes success: the gateway must give the money back.
  if (order.status === 'pendingPayment' && order.holdExpiresAt && order.holdExpiresAt < new Date()) {
    await expireOrders(tx, [order.id]);
    throw conflict(holdExpired);
  }
  if (order.status === 'expired') throw conflict(holdExpired);
  await transition(tx, order.id, 'confirming', ['pendingPayment']);
  const paidAt = new Date(doc.occurredAt);
  const lines = await tx.select().from(transactionLines).where(eq(transactionLines.transactionId, order.id));
  const { salesBusinessDate, postedFromBusinessDate, bookedOn } = await postingOf(
    tx,
    ctx.cinemaId,
    businessDateOf(paidAt, ctx.cutoffHour),
    lines.flatMap((l) => l.screeningBusinessDate ?? []),
  );
  await recordPayments(tx, ctx, { id: order.id, total: order.total, salesBusinessDate }, doc.payments);
  await tx
    .update(seatReservations)
    .set({ status: 'sold', holdExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(seatReservations.transactionId, order.id), eq(seatReservations.status, 'held')));
  await tx.update(transactionLines).set({ salesBusinessDate }).where(eq(transactionLines.transactionId, order.id));
  // Tickets of a screening whose day closed while the order waited count on the day it posts to (docs/reports.md).
  const closedDays = Object.keys(bookedOn);
  if (closedDays.length)
    await tx
      .update(transactionLines)
      .set({ bookedBusinessDate: salesBusinessDate })
      .where(
        and(eq(transactionLines.transactionId, order.id), inArray(transactionLines.screeningBusinessDate, closedDays)),
      );
  await transition(tx, order.id, 'success', ['confirming'], {
    paidAt,
    salesBusinessDate,
    postedFromBusinessDate,
    holdExpiresAt: null,
  });
  const shop = lines.flatMap((l) =>
    l.shopItemId
      ? [{ itemId: l.shopItemId, quantity: l.quantity, options: l.options ?? [], choices: l.choices ?? [] }]
      : [],
  );
  await shopMoved(tx, {
    brandId: ctx.brandId,
    cinemaId: ctx.cinemaId,
    kind: 'sale',
    lines: shop,
    reference: String(order.transactionNo),
    occurredAt: paidAt,
  });
  await enqueueFactJobs(tx, { transactionId: order.id, cinemaId: ctx.cinemaId, salesBusinessDate });
  return answer(doc, order, 'success');
}

export async function releaseHold(tx: Db, ctx: SalesContext, doc: ReleaseDocument): Promise<DocumentResult> {
  onlineOnly(ctx);
  const order = await lockOrder(tx, ctx, doc.transactionId);
  await transition(tx, order.id, 'cancel', ['pendingPayment'], { memo: doc.reason ?? null });
  await releaseSeats(tx, [order.id]);
  return answer(doc, order, 'cancel');
}

/** The sweeper: every hold past its time, expired (a recurring job). */
export async function expireHolds(db: Db, now = new Date()) {
  const due = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.status, 'pendingPayment'), lt(transactions.holdExpiresAt, now)))
    .limit(1000);
  return db.transaction((tx) =>
    expireOrders(
      tx,
      due.map((d) => d.id),
    ),
  );
}
