import {
  allocateTax,
  businessDateOf,
  type DocumentResult,
  type SaleDocument,
  type TransactionException,
} from '@cinema/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, writeAll, type Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { admissions, transactionLines, transactions, transactionTaxes } from '../../db/schema/index.js';
import { systemActor } from '../../platform/actor.js';
import { newFactId } from '../../platform/fact-id.js';
import { invalidField } from '../../platform/errors.js';
import { redeemSerial } from '../coupons/index.js';
import { saleMovements } from '../stock/index.js';
import { enqueueFactJobs, factJobStatements } from './outbox.js';
import { priceLines, type LineDraft } from './sale-lines.js';
import { planPayments } from './payments.js';
import { findShift, type SalesContext } from './sales-context.js';
import { claimSeats } from './seat-claims.js';

// One sale document → one transaction with its taxes, lines, payments, seats, admissions, coupon
// uses, stock movements and outbox jobs, all in the caller's database transaction (SALES.md §1.5:
// devices, the online channel, the demo generator and the tests all come through here).

export interface SaleOptions {
  /** success for a counter sale; pendingPayment for an online hold. */
  status: 'success' | 'pendingPayment';
  holdExpiresAt?: Date;
  exceptions?: TransactionException[];
  /** 掛売: the 取引先 who owes the sale; with no payment the whole total is receivable (SALES.md §2). */
  clientId?: number;
  memo?: string | null;
  /** Taken ahead (the device API takes it with the document's claim); else one is taken here. */
  transactionNo?: number;
}

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

/** The rows of one sale: transaction, taxes per rate, lines and one admission per seat (SALES.md §2). */
export function saleRows(
  ctx: SalesContext,
  s: {
    id: string;
    doc: Pick<SaleDocument, 'occurredAt' | 'deviceSeq' | 'memberNo' | 'purchaser'>;
    lines: LineDraft[];
    exceptions: TransactionException[];
    shiftId: string | null;
    options: SaleOptions;
  },
  /** Line ids: UUIDv7 now; the demo history makes them at the sale's own time. */
  newId: () => string = newFactId,
) {
  const { id, doc, lines, options } = s;
  const occurredAt = new Date(doc.occurredAt);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const { taxes, lineTaxes } = allocateTax(lines, ctx.roundingMode);
  const salesBusinessDate = businessDateOf(occurredAt, ctx.cutoffHour);
  const transaction = {
    id,
    brandId: ctx.brandId,
    cinemaId: ctx.cinemaId,
    kind: 'sale' as const,
    channel: ctx.channel,
    deviceId: ctx.deviceId,
    deviceClientId: ctx.deviceId ? id : null,
    deviceSeq: doc.deviceSeq,
    shiftId: s.shiftId,
    accountId: ctx.accountId ?? null,
    status: options.status,
    occurredAt,
    paidAt: options.status === 'success' ? occurredAt : null,
    salesBusinessDate,
    memberNo: doc.memberNo ?? null,
    purchaserName: doc.purchaser?.name ?? null,
    purchaserKana: doc.purchaser?.kana ?? null,
    purchaserPhone: doc.purchaser?.phone ?? null,
    purchaserEmail: doc.purchaser?.email ?? null,
    // The ticket e-mail sets 'pending' when it is queued (enqueueFactJobs: online, paid, with an address).
    emailStatus: 'none' as const,
    total,
    tax: taxes.reduce((sum, t) => sum + t.tax, 0),
    roundingMode: ctx.roundingMode,
    holdExpiresAt: options.holdExpiresAt ?? null,
    // The same array: seat conflicts found after the rows are built still reach the stored row.
    exceptions: s.exceptions,
    clientId: options.clientId ?? null,
    memo: options.memo ?? null,
  } satisfies typeof transactions.$inferInsert;
  const lineIds = lines.map(() => newId());
  const lineRows = lines.map(
    (l, i) =>
      ({
        id: lineIds[i]!,
        transactionId: id,
        brandId: ctx.brandId,
        cinemaId: ctx.cinemaId,
        lineNo: l.lineNo,
        lineType: l.lineType,
        salesBusinessDate,
        name: l.name,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        couponSerial: l.couponSerial,
        couponAmount: l.couponAmount ?? 0,
        amount: l.amount,
        taxRate: l.taxRate,
        tax: lineTaxes[i]!,
        ...(l.ticket ?? {}),
        ...(l.shop
          ? {
              shopItemId: l.shop.itemId,
              options: l.shop.options,
              choices: l.shop.choices,
              eatIn: l.shop.eatIn,
              costAmount: l.shop.costAmount,
              productType: l.shop.productType,
              shopGroup: l.shop.shopGroup,
            }
          : {}),
      }) satisfies typeof transactionLines.$inferInsert,
  );
  const admissionRows = lines.flatMap((l, i) =>
    l.ticket
      ? [{ lineId: lineIds[i]!, brandId: ctx.brandId, cinemaId: ctx.cinemaId, screeningId: l.ticket.screeningId }]
      : [],
  );
  return {
    salesBusinessDate,
    total,
    transaction,
    taxes: taxes.map((t) => ({ transactionId: id, ...t })),
    lines: lineRows,
    admissions: admissionRows as (typeof admissions.$inferInsert)[],
  };
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
 * Everything of a sale but its writes: reads, re-prices, redeems coupons and takes its seats (the
 * seats first, so a taken one refuses the sale before anything is written), then answers the
 * result and the unsent inserts of its rows, for one `writeAll` (the device API adds its own
 * document's row to them). `afterWrite` queues what must read the written sale (a ticket e-mail).
 */
export async function planSale(tx: Db, ctx: SalesContext, doc: SaleDocument, options: SaleOptions) {
  const occurredAt = new Date(doc.occurredAt);
  const shift = doc.shiftClientId ? await findShift(tx, ctx, doc.shiftClientId) : null;
  const priced = await priceLines(tx, { ...ctx, occurredAt }, doc.lines);
  const exceptions = [...(options.exceptions ?? []), ...priced.exceptions];
  const lines = priced.lines;
  const id = doc.clientId;
  await applyCoupons(tx, ctx, id, lines);
  const total = lines.reduce((s, l) => s + l.amount, 0);
  if (total !== doc.total)
    throw invalidField('total', `合計金額（${doc.total}円）が明細の合計（${total}円）と一致しません`);
  const rows = saleRows(ctx, { id, doc, lines, exceptions, shiftId: shift?.id ?? null, options });
  const { salesBusinessDate } = rows;

  const seatClaims = await claimSeats(tx, ctx, id, lines, options, doc.offline === true);
  exceptions.push(...seatClaims.exceptions);
  const transactionNo = options.transactionNo ?? (await nextTransactionNo(tx));
  const paid = options.status === 'success';
  const payments = paid
    ? await planPayments(tx, ctx, { id, total, salesBusinessDate, onAccount: options.clientId != null }, doc.payments)
    : null;
  const shopLines = lines.flatMap((l) =>
    l.shop ? [{ itemId: l.shop.itemId, quantity: l.quantity, options: l.shop.options, choices: l.shop.choices }] : [],
  );
  const stock =
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
      : null;
  const fact = { transactionId: id, cinemaId: ctx.cinemaId, salesBusinessDate, channel: ctx.channel };
  const jobs = paid ? factJobStatements(tx, fact) : [];
  const writes: SQLWrapper[] = [
    insertRows(transactions, [{ ...rows.transaction, transactionNo }]),
    insertRows(transactionTaxes, rows.taxes),
    insertRows(transactionLines, rows.lines),
    ...(rows.admissions.length ? [insertRows(admissions, rows.admissions)] : []),
    ...(payments?.statement ? [payments.statement] : []),
    ...(stock ? [stock.statement] : []),
    ...(jobs ?? []),
  ];
  const result: DocumentResult = {
    clientId: doc.clientId,
    kind: 'sale',
    transactionId: id,
    transactionNo: String(transactionNo),
    transactionKind: 'sale',
    status: options.status,
    total,
    tax: rows.transaction.tax,
    change: doc.payments.reduce((s, p) => s + (p.tendered == null ? 0 : p.tendered - p.amount), 0),
    exceptions,
  };
  return {
    result,
    writes,
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
