import type { DocumentResult, SaleDocument, TransactionException } from '@cinema/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, writeAll, type Db } from '../../db/client.js';
import { systemActor } from '../../platform/actor.js';
import { invalidField } from '../../platform/errors.js';
import { redeemSerial } from '../coupons/index.js';
import { saleMovements } from '../stock/index.js';
import { enqueueFactJobs, factJobRows } from './outbox.js';
import { priceLines, type LineDraft } from './sale-lines.js';
import { planPayments } from './payments.js';
import { findShift, type SalesContext } from './sales-context.js';
import { saleRows, saleWrites, type SaleOptions, type SaleRows } from './sale-rows.js';
import { claimSeats } from './seat-claims.js';
import { receiptOf } from './receipt.js';

// One sale document → one transaction with its taxes, lines, payments, seats, admissions, coupon
// uses, stock movements and outbox jobs, all in the caller's database transaction (docs/sales.md, "the path of a sale":
// devices, the online channel, the demo generator and the tests all come through here).

async function applyCoupons(tx: Db, ctx: SalesContext, transactionId: string, lines: LineDraft[]) {
  const actor = systemActor(`sale:${transactionId}`, { kind: 'brand', brandId: ctx.brandId });
  for (const line of lines) {
    if (!line.couponSerial) continue;
    const use = await redeemSerial(tx, actor, {
      code: line.couponSerial,
      cinemaId: ctx.cinemaId,
      channel: ctx.channel === 'backoffice' ? 'pos' : ctx.channel,
      item: line.ticket
        ? {
            ticketKind: line.ticket.ticketKind as never,
            seatType: line.ticket.seatType as never,
            filmId: line.ticket.filmId,
          }
        : undefined,
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

export async function recordSale(
  tx: Db,
  ctx: SalesContext,
  doc: SaleDocument,
  options: SaleOptions,
): Promise<DocumentResult> {
  const plan = await planSale(tx, ctx, doc, options);
  await writeAll(tx, plan.writes);
  await plan.afterWrite();
  return plan.result;
}

/**
 * Everything of a sale but its writes: its draft, then its seats (a taken one refuses the sale
 * before anything is written); answers the result and the unsent inserts of its rows, for one
 * `writeAll` (the device API adds its own document's row to them). `afterWrite` queues what must
 * read the written sale (a ticket e-mail).
 */
export async function planSale(tx: Db, ctx: SalesContext, doc: SaleDocument, options: SaleOptions) {
  const draft = await draftSale(tx, ctx, doc, options);
  const seats = await claimSeats(tx, ctx, doc.clientId, draft.lines, options, doc.offline === true);
  draft.exceptions.push(...seats.exceptions);
  return { result: draft.result, writes: saleWrites(draft.rows), afterWrite: draft.afterWrite };
}

/**
 * A sale read, re-priced, its coupons redeemed and its rows built, all but its seats. The result
 * and the transaction row share `exceptions`: a seat conflict found afterwards reaches both.
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
  const built = saleRows(ctx, { id, doc, lines, exceptions, shiftId: shift?.id ?? null, options });
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
  const shopLines = lines.flatMap((l) =>
    l.shop ? [{ itemId: l.shop.itemId, quantity: l.quantity, options: l.shop.options, choices: l.shop.choices }] : [],
  );
  const stockMovements =
    shopLines.length && paid
      ? await saleMovements(tx, {
          brandId: ctx.brandId,
          cinemaId: ctx.cinemaId,
          kind: 'sale',
          lines: shopLines,
          reference: String(transactionNo),
          occurredAt,
          createdBy: ctx.accountId ?? null,
          cache: ctx.cache,
        })
      : [];
  const fact = { transactionId: id, cinemaId: ctx.cinemaId, salesBusinessDate, channel: ctx.channel };
  const jobs = paid ? factJobRows(fact) : [];
  const rows: SaleRows = {
    transactions: [{ ...built.transaction, transactionNo }],
    taxes: built.taxes,
    lines: built.lines,
    admissions: built.admissions,
    payments: payments?.rows ?? [],
    stockMovements,
    jobs: jobs ?? [],
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
  return {
    result,
    rows,
    lines,
    exceptions,
    afterWrite: async () => {
      if (paid && !jobs) await enqueueFactJobs(tx, fact);
    },
  };
}

/** A transaction number taken ahead of the insert, so a sale's rows all go in one statement. */
export async function nextTransactionNo(tx: Db) {
  const [row] = await rowsOf<{ no: string }>(tx.execute(sql`select nextval('transaction_no_seq') as no`));
  return Number(row!.no);
}
