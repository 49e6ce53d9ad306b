import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ArInvoice, ArInvoiceDetail, ArInvoiceListQuery, ArInvoiceStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountReceivableInvoiceLines as lines,
  accountReceivableInvoices as invoices,
  accountReceivableMatches as matches,
  accountReceivablePayments as payments,
} from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';
import { keywordWhere, listAnswer } from '../../platform/list.js';

// 請求書 of 売掛 (docs/accounting.md, "売掛"): the stored invoices, what was received against each (live 消込) and the
// state that follows: 未入金, 一部入金, 入金済, or 取消.

type InvoiceRow = typeof invoices.$inferSelect;

export const statusOf = (r: Pick<InvoiceRow, 'status' | 'total'>, paid: number): ArInvoiceStatus =>
  r.status === 'void' ? 'void' : paid <= 0 ? 'unpaid' : paid >= r.total ? 'paid' : 'partial';

/** Σ live 消込 per invoice. */
export async function paidOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: matches.invoiceId, paid: sql<number>`sum(${matches.amount})`.mapWith(Number) })
    .from(matches)
    .where(and(inArray(matches.invoiceId, ids), isNull(matches.undoneAt)))
    .groupBy(matches.invoiceId);
  return new Map(rows.map((r) => [r.id, r.paid]));
}

export function toInvoice(r: InvoiceRow, paid: number): ArInvoice {
  const live = r.status !== 'void';
  return {
    id: r.id,
    number: r.number,
    clientId: r.clientId,
    clientCode: r.clientCode,
    clientName: r.clientName,
    month: r.month,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    issuerName: r.issuerName,
    issuerInvoiceNumber: r.issuerInvoiceNumber,
    issuerPostalCode: r.issuerPostalCode,
    issuerAddress: r.issuerAddress,
    total: r.total,
    tax: r.tax,
    rateTotals: r.rateTotals,
    paidAmount: paid,
    openAmount: live ? r.total - paid : 0,
    status: statusOf(r, paid),
    reissueCount: r.reissueCount,
    voidReason: r.voidReason,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The brand's invoice, optionally locked; another brand's is 404. */
export async function invoiceRow(db: Db, brandId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.brandId, brandId)));
  const [row] = lock ? await q.for('update') : await q;
  return found(row, '請求書が見つかりません');
}

export async function invoiceOf(db: Db, row: InvoiceRow): Promise<ArInvoice> {
  return toInvoice(row, (await paidOf(db, [row.id])).get(row.id) ?? 0);
}

export async function invoiceDetail(db: Db, brandId: number, id: number): Promise<ArInvoiceDetail> {
  const row = await invoiceRow(db, brandId, id);
  const invoice = await invoiceOf(db, row);
  const lineRows = await db
    .select()
    .from(lines)
    .where(eq(lines.invoiceId, id))
    .orderBy(asc(lines.date), asc(lines.transactionNo), asc(lines.id));
  const matchRows = await db
    .select({ id: matches.id, paymentId: matches.paymentId, paidOn: payments.paidOn, amount: matches.amount })
    .from(matches)
    .innerJoin(payments, eq(payments.id, matches.paymentId))
    .where(and(eq(matches.invoiceId, id), isNull(matches.undoneAt)))
    .orderBy(asc(payments.paidOn), asc(matches.id));
  return {
    ...invoice,
    lines: lineRows.map((l) => ({
      id: l.id,
      kind: l.kind,
      date: l.date,
      cinemaId: l.cinemaId,
      transactionNo: l.transactionNo,
      description: l.description,
      taxRate: l.taxRate,
      amount: l.amount,
    })),
    matches: matchRows,
  };
}

export async function listInvoices(db: Db, brandId: number, q: ArInvoiceListQuery) {
  const where: (SQL | undefined)[] = [
    eq(invoices.brandId, brandId),
    q.month ? eq(invoices.month, q.month) : undefined,
    q.clientId ? eq(invoices.clientId, q.clientId) : undefined,
    keywordWhere(q.keyword, [invoices.number, invoices.clientName, invoices.clientCode]),
  ];
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.issueDate), desc(invoices.id));
  const paid = await paidOf(
    db,
    rows.map((r) => r.id),
  );
  const all = rows.map((r) => toInvoice(r, paid.get(r.id) ?? 0)).filter((i) => !q.status || i.status === q.status);
  return listAnswer(all.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), all.length, q);
}
