import {
  allocateTax,
  businessDateOf,
  customerColumns,
  type SaleDocument,
  type TransactionException,
} from '@cinema/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import { insertRows } from '../../db/insert-rows.js';
import {
  admissions,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';
import type { Posting } from '../../platform/closed-days.js';
import { newFactId } from '../../platform/fact-id.js';
import type { LineDraft } from './sale-lines.js';
import type { SalesContext } from './sales-context.js';

// The rows of a sale, by table, as plain values: one sale's are written by one writeAll; the
// batch writer concatenates many sales' rows and writes each table once.

export interface SaleOptions {
  /** success for a counter sale; pendingPayment for an online hold. */
  status: 'success' | 'pendingPayment';
  holdExpiresAt?: Date;
  exceptions?: TransactionException[];
  /** 掛売: the 取引先 who owes the sale; with no payment the whole total is receivable (docs/sales.md, "facts"). */
  clientId?: number;
  memo?: string | null;
  /** Taken ahead (the device API takes it with the document's claim); else one is taken here. */
  transactionNo?: number;
  /** A quote (POST /api/device/quote): priced at the price list, no total to check, never written. */
  quote?: boolean;
}

/** The rows of one sale: transaction, taxes per rate, lines and one admission per seat (docs/sales.md, "facts"). */
export function saleRows(
  ctx: SalesContext,
  s: {
    id: string;
    doc: Pick<SaleDocument, 'occurredAt' | 'deviceSeq' | 'memberNo' | 'purchaser' | 'customer'>;
    lines: LineDraft[];
    exceptions: TransactionException[];
    shiftId: string | null;
    options: SaleOptions;
    /** The 営業日 it posts to when its own is closed (platform/closed-days.ts); else the day of its time. */
    posting?: Posting;
  },
  /** Line ids: UUIDv7 now; the demo history makes them at the sale's own time. */
  newId: () => string = newFactId,
) {
  const { id, doc, lines, options } = s;
  const occurredAt = new Date(doc.occurredAt);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const { taxes, lineTaxes } = allocateTax(lines, ctx.roundingMode);
  const salesBusinessDate = s.posting?.salesBusinessDate ?? businessDateOf(occurredAt, ctx.cutoffHour);
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
    postedFromBusinessDate: s.posting?.postedFromBusinessDate ?? null,
    memberNo: doc.memberNo ?? null,
    purchaserName: doc.purchaser?.name ?? null,
    purchaserKana: doc.purchaser?.kana ?? null,
    purchaserPhone: doc.purchaser?.phone ?? null,
    purchaserEmail: doc.purchaser?.email ?? null,
    ...customerColumns(doc.customer),
    // The ticket e-mail sets 'pending' when it is queued (its fact hook: online, paid, with an address).
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
        feeKind: l.feeKind ?? null,
        couponAmount: l.couponAmount ?? 0,
        amount: l.amount,
        taxRate: l.taxRate,
        tax: lineTaxes[i]!,
        ...(l.ticket
          ? { ...l.ticket, bookedBusinessDate: s.posting?.bookedOn[l.ticket.screeningBusinessDate] ?? null }
          : {}),
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

/** Every row of a recorded sale itself, by table (what other modules add comes from their fact hooks). */
export interface SaleRows {
  transactions: (typeof transactions.$inferInsert)[];
  taxes: (typeof transactionTaxes.$inferInsert)[];
  lines: (typeof transactionLines.$inferInsert)[];
  admissions: (typeof admissions.$inferInsert)[];
  payments: (typeof transactionPayments.$inferInsert)[];
}

/** Several sales' rows as one set (the batch writer writes them together). */
export const mergeSaleRows = (all: SaleRows[]): SaleRows => ({
  transactions: all.flatMap((r) => r.transactions),
  taxes: all.flatMap((r) => r.taxes),
  lines: all.flatMap((r) => r.lines),
  admissions: all.flatMap((r) => r.admissions),
  payments: all.flatMap((r) => r.payments),
});

/** The inserts of these rows, one per table that has any, for writeAll (parents first). */
export function saleWrites(rows: SaleRows): SQLWrapper[] {
  const parts: [Parameters<typeof insertRows>[0], Record<string, unknown>[]][] = [
    [transactions, rows.transactions],
    [transactionTaxes, rows.taxes],
    [transactionLines, rows.lines],
    [admissions, rows.admissions],
    [transactionPayments, rows.payments],
  ];
  return parts.filter(([, r]) => r.length).map(([table, r]) => insertRows(table, r as never));
}
