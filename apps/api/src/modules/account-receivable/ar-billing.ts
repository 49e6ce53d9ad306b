import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BillingStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountReceivableInvoiceLines as lines,
  accountReceivableInvoices as invoices,
  accountReceivableMatches as matches,
  accountReceivablePayments as payments,
} from '../../db/schema/index.js';
import { paidOf, statusOf } from './ar-invoices.repository.js';

// 請求状態 of 掛売 sales (取引先取引履歴（掛売）, docs/accounting.md, "売掛"): 未請求 while no live invoice holds the sale,
// then 請求済, 一部入金 or 入金済 as its invoice is matched; with the invoice's number and the last 入金日 matched to it.

export interface Billing {
  billingStatus: BillingStatus;
  invoiceNumber: string | null;
  paidOn: string | null;
}

export async function billingOf(db: Db, transactionIds: string[]): Promise<Map<string, Billing>> {
  const out = new Map<string, Billing>();
  if (!transactionIds.length) return out;
  const rows = await db
    .selectDistinct({ transactionId: lines.transactionId, invoice: invoices })
    .from(lines)
    .innerJoin(invoices, eq(invoices.id, lines.invoiceId))
    .where(and(inArray(lines.transactionId, transactionIds), eq(lines.live, true), eq(lines.kind, 'sale')));
  const ids = [...new Set(rows.map((r) => r.invoice.id))];
  const paid = await paidOf(db, ids);
  const lastPaid = ids.length
    ? await db
        .select({ invoiceId: matches.invoiceId, paidOn: sql<string>`max(${payments.paidOn})::text` })
        .from(matches)
        .innerJoin(payments, eq(payments.id, matches.paymentId))
        .where(and(inArray(matches.invoiceId, ids), isNull(matches.undoneAt)))
        .groupBy(matches.invoiceId)
    : [];
  for (const r of rows) {
    if (!r.transactionId) continue;
    const s = statusOf(r.invoice, paid.get(r.invoice.id) ?? 0);
    out.set(r.transactionId, {
      billingStatus: s === 'paid' ? 'paid' : s === 'partial' ? 'partial' : 'billed',
      invoiceNumber: r.invoice.number,
      paidOn: s === 'unpaid' ? null : (lastPaid.find((p) => p.invoiceId === r.invoice.id)?.paidOn ?? null),
    });
  }
  return out;
}
