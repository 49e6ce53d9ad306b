import { readAll } from '../../db/reads.js';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HistoryRow, HistoryType } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accounts,
  cinemas,
  clients,
  devices,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';

// The rows of a history page: read for the page's ids only (the filter and the count ran apart),
// so a page costs the same on a day of ten sales and a month of a hundred thousand.

/** The sale a void or refund reverses. */
const original = alias(transactions, 'original');

export const headerColumns = {
  id: transactions.id,
  kind: transactions.kind,
  transactionNo: transactions.transactionNo,
  originalId: transactions.originalId,
  originalNo: original.transactionNo,
  originalStatus: original.status,
  originalPaidAt: original.paidAt,
  paidAt: transactions.paidAt,
  occurredAt: transactions.occurredAt,
  salesBusinessDate: transactions.salesBusinessDate,
  channel: transactions.channel,
  deviceName: devices.name,
  staffName: accounts.displayName,
  memberNo: transactions.memberNo,
  purchaserName: transactions.purchaserName,
  purchaserPhone: transactions.purchaserPhone,
  purchaserEmail: transactions.purchaserEmail,
  total: transactions.total,
  tax: transactions.tax,
  status: transactions.status,
  refundedAmount: transactions.refundedAmount,
  emailStatus: transactions.emailStatus,
  clientId: transactions.clientId,
  clientName: clients.name,
  clientCode: clients.code,
  cinemaName: cinemas.name,
  memo: transactions.memo,
  exceptions: transactions.exceptions,
  holdExpiresAt: transactions.holdExpiresAt,
  updatedAt: transactions.updatedAt,
};

export const readHeaders = (db: Db) =>
  db
    .select(headerColumns)
    .from(transactions)
    .innerJoin(cinemas, eq(cinemas.id, transactions.cinemaId))
    .leftJoin(devices, eq(devices.id, transactions.deviceId))
    .leftJoin(accounts, eq(accounts.id, transactions.accountId))
    .leftJoin(clients, eq(clients.id, transactions.clientId))
    .leftJoin(original, eq(original.id, transactions.originalId));
export type Header = Awaited<ReturnType<ReturnType<typeof readHeaders>['where']>>[number];

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

export interface RowExtras {
  taxable10: number;
  taxable8: number;
  tax10: number;
  tax8: number;
}

/**
 * History rows (and the tax split) for the given headers, in their order: `amount` is the kind's
 * lines (every line without a kind), and a void or refund shows the status of the sale it reverses.
 */
export async function historyRows(db: Db, headers: Header[], type: HistoryType | null) {
  const ids = headers.map((h) => h.id);
  if (!ids.length) return [];
  const [lines, taxes, payments] = await readAll(
    db,
    () =>
      db
        .select({
          transactionId: transactionLines.transactionId,
          lineType: transactionLines.lineType,
          name: transactionLines.name,
          quantity: transactionLines.quantity,
          amount: transactionLines.amount,
          discount: transactionLines.discountAmount,
          coupon: transactionLines.couponAmount,
        })
        .from(transactionLines)
        .where(inArray(transactionLines.transactionId, ids))
        .orderBy(transactionLines.lineNo),
    () => db.select().from(transactionTaxes).where(inArray(transactionTaxes.transactionId, ids)),
    () =>
      db
        .select({ transactionId: transactionPayments.transactionId, name: transactionPayments.methodName })
        .from(transactionPayments)
        .where(inArray(transactionPayments.transactionId, ids)),
  );
  return headers.map((h): HistoryRow & RowExtras => {
    const own = lines.filter((l) => l.transactionId === h.id);
    const ofType = type ? own.filter((l) => l.lineType === type) : own;
    const rate = (r: number) => taxes.filter((x) => x.transactionId === h.id && Math.abs(x.rate - r) < 1e-9);
    const names = [...new Set(payments.filter((p) => p.transactionId === h.id).map((p) => p.name))];
    return {
      id: h.id,
      transactionNo: String(h.transactionNo),
      kind: h.kind,
      originalId: h.originalId,
      originalTransactionNo: h.originalNo == null ? null : String(h.originalNo),
      occurredAt: h.occurredAt.toISOString(),
      salesBusinessDate: h.salesBusinessDate,
      channel: h.channel,
      deviceName: h.deviceName,
      staffName: h.staffName,
      memberNo: h.memberNo,
      purchaserName: h.purchaserName,
      summary: ofType.length ? ofType[0]!.name + (ofType.length > 1 ? ` 他${ofType.length - 1}件` : '') : '',
      quantity: sum(ofType.map((l) => l.quantity)),
      amount: sum(ofType.map((l) => l.amount)),
      total: h.total,
      discount: sum(own.map((l) => l.discount + l.coupon)),
      taxable10: sum(rate(0.1).map((x) => x.taxable)),
      taxable8: sum(rate(0.08).map((x) => x.taxable)),
      tax10: sum(rate(0.1).map((x) => x.tax)),
      tax8: sum(rate(0.08).map((x) => x.tax)),
      paymentNames: names.length ? names.join('・') : h.clientId != null ? '売掛' : '',
      status: h.originalStatus ?? h.status,
      paid: (h.originalId ? h.originalPaidAt : h.paidAt) != null,
      refundedAmount: h.refundedAmount,
      emailStatus: h.emailStatus,
      clientName: h.clientName,
    };
  });
}
