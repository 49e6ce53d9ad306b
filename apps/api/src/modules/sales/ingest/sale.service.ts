import { businessDateOf, type DocumentResult, type SaleDocument, type TransactionException } from '@cinema/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.js';
import { systemActor } from '../../../platform/actor.js';
import { postingOf } from '../../../platform/closed-days.js';
import { invalidField } from '../../../platform/errors.js';
import { redeemSerial } from '../../coupons/index.js';
import { priceLines, type LineDraft } from '../sale-lines.js';
import { planPayments } from '../payments.js';
import { findShift, type SalesContext } from '../sales-context.js';
import { saleRows, type SaleOptions, type SaleRows } from '../sale-rows.js';
import { receiptOf } from '../receipt.js';

// A sale's draft (docs/sales.md, "the path of a sale"): re-priced, its coupons redeemed, its payments planned and
// its rows built, in the caller's transaction; the pipeline (sale-pipeline.ts) takes its seats and writes it.

/** Whether a sale writes while it is drafted (a coupon's redemption): the pipeline gives it a savepoint. */
export const hasCoupon = (doc: SaleDocument) => doc.lines.some((l) => 'couponSerial' in l && l.couponSerial);

// Coupons stay a direct call, not a fact hook: the redemption is part of the price (it lowers the line before the
// total is checked and the rows are built), and a serial refused refuses the sale.
async function applyCoupons(tx: Db, ctx: SalesContext, transactionId: string, lines: LineDraft[]) {
  const actor = systemActor(`sale:${transactionId}`, { kind: 'brand', brandId: ctx.brandId });
  for (const line of lines) {
    if (!line.couponSerial) continue;
    const use = await redeemSerial(tx, actor, {
      code: line.couponSerial,
      cinemaId: ctx.cinemaId,
      channel: ctx.channel === 'backoffice' ? 'pos' : ctx.channel,
      item: line.couponItem,
      purchaseAmount: line.amount,
      reference: transactionId,
    });
    const { discountKind, discountAmount } = use.coupon;
    const off =
      discountKind === 'amountOff' ? Math.min(discountAmount, line.amount) : Math.max(0, line.amount - discountAmount);
    line.couponAmount = off;
    line.amount -= off;
    if (line.ticket) line.ticket.boxOfficeAmount = line.amount;
  }
}

/**
 * A sale read, re-priced, its coupons redeemed and its rows built, all but its seats and what other modules add
 * (fact hooks). The result and the transaction row share `exceptions`: a seat conflict found afterwards reaches both.
 */
export async function draftSale(tx: Db, ctx: SalesContext, doc: SaleDocument, options: SaleOptions) {
  const occurredAt = new Date(doc.occurredAt);
  const shift = doc.shiftClientId ? await findShift(tx, ctx, doc.shiftClientId) : null;
  const priced = await priceLines(tx, { ...ctx, occurredAt, listPrices: options.quote }, doc.lines);
  const exceptions: TransactionException[] = [...(options.exceptions ?? []), ...priced.exceptions];
  const lines = priced.lines;
  const id = doc.clientId;
  await applyCoupons(tx, ctx, id, lines);
  const total = lines.reduce((s, l) => s + l.amount, 0);
  if (!options.quote && total !== doc.total)
    throw invalidField('total', `合計金額（${doc.total}円）が明細の合計（${total}円）と一致しません`);
  // A late document of a closed 営業日 posts to the next open one (docs/sales.md, "closed days"); a quote writes nothing.
  const posting = options.quote
    ? undefined
    : await postingOf(
        tx,
        ctx.cinemaId,
        businessDateOf(occurredAt, ctx.cutoffHour),
        lines.flatMap((l) => (l.ticket ? [l.ticket.screeningBusinessDate] : [])),
      );
  const built = saleRows(ctx, { id, doc, lines, exceptions, shiftId: shift?.id ?? null, options, posting });
  const { salesBusinessDate } = built;
  const transactionNo = options.transactionNo ?? (await nextTransactionNo(tx));
  const paid = options.status === 'success';
  const payments = paid
    ? await planPayments(tx, ctx, { id, total, salesBusinessDate, onAccount: options.clientId != null }, doc.payments)
    : null;
  exceptions.push(...(payments?.exceptions ?? []));
  // Cash taken by a register with no shift is in no drawer's count (docs/device-api.md: "shifts").
  if (
    !shift &&
    (ctx.channel === 'pos' || ctx.channel === 'kiosk') &&
    payments?.rows.some((r) => r.methodKind === 'cash')
  )
    exceptions.push({ kind: 'no_shift', message: '現金の販売にシフトが指定されていません（レジ精算に含まれません）' });
  const rows: SaleRows = {
    transactions: [{ ...built.transaction, transactionNo }],
    taxes: built.taxes,
    lines: built.lines,
    admissions: built.admissions,
    payments: payments?.rows ?? [],
  };
  const result: DocumentResult = {
    clientId: doc.clientId,
    kind: 'sale',
    transactionId: id,
    transactionNo: String(transactionNo),
    transactionKind: 'sale',
    status: options.status,
    total,
    tax: built.transaction.tax,
    // What was stored: only a method that gives change (cash) has one.
    change: payments?.rows.reduce((s, p) => s + (('change' in p && p.change) || 0), 0) ?? 0,
    exceptions,
    receipt: receiptOf(ctx, lines, built.taxes),
  };
  return { result, rows, lines, exceptions };
}

/** A transaction number taken ahead of the insert, so a sale's rows all go in one statement. */
export async function nextTransactionNo(tx: Db) {
  const [row] = await rowsOf<{ no: string }>(tx.execute(sql`select nextval('transaction_no_seq') as no`));
  return Number(row!.no);
}
