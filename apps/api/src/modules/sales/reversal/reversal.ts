import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessDateOf, type DocumentResult, type TaxRate } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import {
  seatReservations,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { postingOf } from '../../../platform/closed-days.js';
import { newFactId } from '../../../platform/fact-id.js';
import { enqueueFactJobs } from '../outbox.js';
import type { SalesContext } from '../sales-context.js';
import { receiptOf } from '../receipt.js';

// A void or refund is a new document of negative lines and payments (docs/sales.md, "facts"): the original
// sale stays as it was, except its derived status and refunded counters.

export type Transaction = typeof transactions.$inferSelect;
export type Line = typeof transactionLines.$inferSelect;

export const originalNotReceived = '取消・払戻の元の取引がまだ届いていません。後で再送してください';

/** The sale a void or refund names, locked so that concurrent refunds are capped correctly. */
export async function lockOriginal(tx: Db, ctx: SalesContext, id: string) {
  const [original] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.cinemaId, ctx.cinemaId)))
    .for('update');
  if (!original) throw new AppError('original_not_received', originalNotReceived);
  if (original.kind !== 'sale') throw new AppError('validation_failed', '取消・払戻できるのは販売の取引だけです');
  const lines = await tx
    .select()
    .from(transactionLines)
    .where(eq(transactionLines.transactionId, id))
    .orderBy(transactionLines.lineNo);
  return { original, lines };
}

export interface ReversedLine {
  line: Line;
  quantity: number;
  /** Positive: what this document gives back for the line. */
  amount: number;
}

/** Gives the amount back to the original tenders in their order, each at most what it still holds. */
async function reversePayments(tx: Db, original: Transaction, amount: number) {
  // In the order they were paid (UUIDv7 ids are monotonic): the console's refund dialog reads them in the same
  // order (history-detail.ts) to say which tender gets what back before the user confirms.
  const paid = await tx
    .select()
    .from(transactionPayments)
    .where(eq(transactionPayments.transactionId, original.id))
    .orderBy(transactionPayments.id);
  const back = await tx
    .select({ of: transactionPayments.refundsPaymentId, sum: sql<number>`sum(${transactionPayments.amount})::int` })
    .from(transactionPayments)
    .where(
      inArray(
        transactionPayments.refundsPaymentId,
        paid.map((p) => p.id),
      ),
    )
    .groupBy(transactionPayments.refundsPaymentId);
  const refunded = new Map(back.map((b) => [b.of, -b.sum]));
  let left = amount;
  return paid.flatMap((p) => {
    const take = Math.min(left, p.amount - (refunded.get(p.id) ?? 0));
    if (take <= 0) return [];
    left -= take;
    return [{ payment: p, amount: take }];
  });
}

/**
 * The tax a reversal gives back per line: a share of the tax the sale allocated to the line, and on
 * its last units whatever of it is left, so the refunds of a line return exactly its tax (refunding
 * unit by unit never leaves a yen). Not rounded afresh per document: the sale's receipt fixed it.
 */
async function reversedTaxes(tx: Db, lines: ReversedLine[]) {
  const back = lines.length
    ? await tx
        .select({ of: transactionLines.originalLineId, tax: sql<number>`sum(${transactionLines.tax})::int` })
        .from(transactionLines)
        .where(
          inArray(
            transactionLines.originalLineId,
            lines.map((l) => l.line.id),
          ),
        )
        .groupBy(transactionLines.originalLineId)
    : [];
  const given = new Map(back.map((b) => [b.of, -b.tax]));
  return lines.map(({ line, amount }) => {
    const left = line.tax - (given.get(line.id) ?? 0);
    const last = amount === line.amount - line.refundedAmount;
    return -(last || line.amount === 0 ? left : Math.trunc((line.tax * amount) / line.amount));
  });
}

/** The document's taxes per rate: the sums of its lines' (docs/sales.md, "invariants": line taxes = document taxes). */
function taxesByRate(lines: ReversedLine[], lineTaxes: number[]) {
  const byRate = new Map<number, { rate: TaxRate; taxable: number; tax: number }>();
  lines.forEach(({ line, amount }, i) => {
    const rate = line.taxRate as TaxRate;
    const t = byRate.get(rate) ?? { rate, taxable: 0, tax: 0 };
    t.taxable -= amount;
    t.tax += lineTaxes[i]!;
    byRate.set(rate, t);
  });
  return [...byRate.values()];
}

export async function writeReversal(
  tx: Db,
  ctx: SalesContext,
  o: {
    id: string;
    kind: 'void' | 'refund';
    original: Transaction;
    lines: ReversedLine[];
    occurredAt: Date;
    deviceSeq: number | null;
    shiftId: string | null;
    memo: string | null;
  },
): Promise<DocumentResult> {
  const lineTaxes = await reversedTaxes(tx, o.lines);
  const taxes = taxesByRate(o.lines, lineTaxes);
  const total = -o.lines.reduce((s, l) => s + l.amount, 0);
  const tax = taxes.reduce((s, t) => s + t.tax, 0);
  // A refund of a closed day's sale made today is today's money event; one that belongs to a closed day by its time
  // (an offline batch arriving late) posts to the next open day (docs/sales.md, "closed days").
  // A refunded ticket leaves the box office of the day it counted on, unless that day is closed: then of the day the
  // refund posts to (docs/reports.md, "日次締め").
  const boxOfficeDay = (line: Line) => line.bookedBusinessDate ?? line.screeningBusinessDate;
  const { salesBusinessDate, postedFromBusinessDate, bookedOn } = await postingOf(
    tx,
    ctx.cinemaId,
    businessDateOf(o.occurredAt, ctx.cutoffHour),
    o.lines.flatMap((l) => boxOfficeDay(l.line) ?? []),
  );
  const [row] = await tx
    .insert(transactions)
    .values({
      id: o.id,
      brandId: ctx.brandId,
      cinemaId: ctx.cinemaId,
      kind: o.kind,
      originalId: o.original.id,
      channel: ctx.channel,
      deviceId: ctx.deviceId,
      deviceClientId: ctx.deviceId ? o.id : null,
      deviceSeq: o.deviceSeq,
      shiftId: o.shiftId,
      accountId: ctx.accountId ?? null,
      status: 'success',
      occurredAt: o.occurredAt,
      paidAt: o.occurredAt,
      salesBusinessDate,
      postedFromBusinessDate,
      memberNo: o.original.memberNo,
      purchaserName: o.original.purchaserName,
      purchaserPhone: o.original.purchaserPhone,
      purchaserEmail: o.original.purchaserEmail,
      // R10 counts a refund or void under the sale's customer (docs/reports.md, "rollups").
      customerPrefecture: o.original.customerPrefecture,
      customerAgeBand: o.original.customerAgeBand,
      customerGender: o.original.customerGender,
      clientId: o.original.clientId,
      total,
      tax,
      roundingMode: o.original.roundingMode,
      memo: o.memo,
    })
    .returning({ transactionNo: transactions.transactionNo });
  if (taxes.length) await tx.insert(transactionTaxes).values(taxes.map((t) => ({ transactionId: o.id, ...t })));
  if (o.lines.length)
    await tx.insert(transactionLines).values(
      o.lines.map(({ line, quantity, amount }, i) => ({
        ...line,
        id: newFactId(),
        transactionId: o.id,
        originalLineId: line.id,
        lineNo: i + 1,
        salesBusinessDate,
        bookedBusinessDate: bookedOn[boxOfficeDay(line) ?? ''] ?? line.bookedBusinessDate,
        quantity: -quantity,
        amount: -amount,
        couponAmount: 0,
        tax: lineTaxes[i]!,
        refundedQuantity: 0,
        refundedAmount: 0,
        boxOfficeAmount: line.boxOfficeAmount == null ? null : -Math.min(line.boxOfficeAmount, amount),
        costAmount: line.costAmount == null ? null : -Math.round((line.costAmount * quantity) / line.quantity),
      })),
    );
  const payments = await reversePayments(tx, o.original, -total);
  if (payments.length)
    await tx.insert(transactionPayments).values(
      payments.map(({ payment, amount }) => ({
        id: newFactId(),
        transactionId: o.id,
        brandId: ctx.brandId,
        cinemaId: ctx.cinemaId,
        salesBusinessDate,
        paymentMethodId: payment.paymentMethodId,
        methodKind: payment.methodKind,
        methodName: payment.methodName,
        amount: -amount,
        refundsPaymentId: payment.id,
      })),
    );
  // The seats of reversed tickets are free again.
  const seats = o.lines.flatMap(({ line }) => (line.seatKey && line.screeningId ? [line] : []));
  for (const line of seats)
    await tx
      .update(seatReservations)
      .set({ status: 'released', updatedAt: sql`now()` })
      .where(
        and(
          eq(seatReservations.transactionId, o.original.id),
          eq(seatReservations.screeningId, line.screeningId!),
          eq(seatReservations.seatKey, line.seatKey!),
          eq(seatReservations.status, 'sold'),
        ),
      );
  await enqueueFactJobs(tx, { transactionId: o.id, cinemaId: ctx.cinemaId, salesBusinessDate });
  return {
    clientId: o.id,
    kind: o.kind,
    transactionId: o.id,
    transactionNo: String(row!.transactionNo),
    transactionKind: o.kind,
    status: 'success',
    total,
    tax,
    change: null,
    exceptions: [],
    receipt: receiptOf(
      ctx,
      o.lines.map(({ line, quantity, amount }, i) => ({
        lineNo: i + 1,
        name: line.name,
        quantity: -quantity,
        unitPrice: line.unitPrice,
        amount: -amount,
        taxRate: line.taxRate,
      })),
      taxes,
    ),
  };
}
