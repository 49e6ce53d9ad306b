import { readAll } from '../../db/reads.js';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { statusWord, transactionKind, type HistoryDetail, type TransactionStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  admissions,
  houses,
  screenings,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';
import { iso } from '../../platform/list.js';
import { historyRows, readHeaders, type Header } from './history-rows.js';
import { salesGroupNamesOf } from './history-sales-groups.js';

// The drawer of a history row: lines, payments, taxes per rate, the void and refund documents
// that reverse it, what devices reported, and the status timeline derived from those documents.

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const optionText = (o: { group: string; choice: string }[] | null) => (o ?? []).map((x) => x.choice).join('・');

type Reversal = HistoryDetail['reversals'][number];

/** Status after each document: a sale's first state, then each void or refund in order, then where it is now. */
export function timelineOf(h: Header, reversals: Reversal[]): HistoryDetail['timeline'] {
  const out: HistoryDetail['timeline'] = [];
  const held = h.holdExpiresAt != null;
  out.push(
    held
      ? { at: h.occurredAt.toISOString(), status: 'pendingPayment', label: '座席確保（決済待ち）' }
      : { at: h.occurredAt.toISOString(), status: 'success', label: `販売 ${yen(h.total)}` },
  );
  if (held && h.status !== 'pendingPayment') {
    const settled: TransactionStatus = reversals.length ? 'success' : h.status;
    out.push({ at: h.updatedAt.toISOString(), status: settled, label: statusWord(settled, h.paidAt != null) });
  }
  let refunded = 0;
  for (const r of reversals) {
    refunded += -r.total;
    const status: TransactionStatus =
      r.kind === 'void' ? 'cancel' : refunded >= h.total ? 'refunded' : 'partial_refunded';
    out.push({
      at: r.occurredAt,
      status,
      label: `${transactionKind.labels[r.kind]} ${yen(-r.total)}（${r.transactionNo}）`,
    });
  }
  const last = out[out.length - 1]!;
  if (last.status !== h.status)
    out.push({ at: h.updatedAt.toISOString(), status: h.status, label: statusWord(h.status, h.paidAt != null) });
  return out;
}

/** The sale under `where` (its tenancy included), or null. */
export async function findDetail(db: Db, where: SQL | undefined): Promise<HistoryDetail | null> {
  const [header] = await readHeaders(db).where(and(where, eq(transactions.kind, 'sale')));
  if (!header) return null;
  const id = header.id;
  const [[row], lines, payments, taxes, reversalRows] = await readAll(
    db,
    () => historyRows(db, [header], null),
    () =>
      db
        .select({
          line: transactionLines,
          screeningStart: screenings.startAt,
          houseName: houses.name,
          issuedAt: admissions.issuedAt,
          admittedAt: admissions.admittedAt,
        })
        .from(transactionLines)
        .leftJoin(screenings, eq(screenings.id, transactionLines.screeningId))
        .leftJoin(houses, eq(houses.id, transactionLines.houseId))
        .leftJoin(admissions, eq(admissions.lineId, transactionLines.id))
        .where(eq(transactionLines.transactionId, id))
        .orderBy(asc(transactionLines.lineNo)),
    // The order refunds fill them in (reversal.ts): the refund dialog's sentence follows it.
    () =>
      db
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.transactionId, id))
        .orderBy(transactionPayments.id),
    () =>
      db.select().from(transactionTaxes).where(eq(transactionTaxes.transactionId, id)).orderBy(transactionTaxes.rate),
    () =>
      db
        .select()
        .from(transactions)
        .where(and(eq(transactions.originalId, id), inArray(transactions.kind, ['void', 'refund'])))
        .orderBy(asc(transactions.occurredAt)),
  );
  const groupNames = await salesGroupNamesOf(
    db,
    lines.map((x) => x.line),
  );
  const reversals: Reversal[] = reversalRows.map((r) => ({
    id: r.id,
    transactionNo: String(r.transactionNo),
    kind: r.kind,
    occurredAt: r.occurredAt.toISOString(),
    salesBusinessDate: r.salesBusinessDate,
    total: r.total,
    memo: r.memo,
  }));
  return {
    ...row!,
    tax: header.tax,
    purchaserPhone: header.purchaserPhone,
    purchaserEmail: header.purchaserEmail,
    memo: header.memo,
    lines: lines.map(({ line: l, ...x }, i) => ({
      lineNo: l.lineNo,
      lineType: l.lineType,
      salesGroupName: groupNames[i] ?? null,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountAmount: l.discountAmount,
      couponSerial: l.couponSerial,
      couponAmount: l.couponAmount,
      amount: l.amount,
      taxRate: l.taxRate,
      tax: l.tax,
      refundedQuantity: l.refundedQuantity,
      refundedAmount: l.refundedAmount,
      seatKey: l.seatKey,
      screeningStart: iso(x.screeningStart),
      houseName: x.houseName,
      surcharge: (l.surcharges ?? []).reduce((s, c) => s + c.yen, 0),
      boxOfficeAmount: l.boxOfficeAmount,
      options: optionText(l.options),
      eatIn: l.eatIn,
      issuedAt: iso(x.issuedAt),
      admittedAt: iso(x.admittedAt),
    })),
    payments: payments.map((p) => ({
      methodName: p.methodName,
      methodKind: p.methodKind,
      amount: p.amount,
      tendered: p.tendered,
      change: p.change,
      approvalNo: p.approvalNo,
    })),
    taxes: taxes.map((x) => ({ rate: x.rate, taxable: x.taxable, tax: x.tax })),
    reversals,
    exceptions: header.exceptions.map((e) => ({ kind: e.kind, message: e.message })),
    timeline: timelineOf(header, reversals),
  };
}
