import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLogs,
  cinemas,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// The rows a reissued 領収書 is read from (docs/sales.md, "reissued receipts"): the sale, its lines, taxes and tenders,
// and the void and refund documents that reverse it.

/**
 * The sale with its cinema's name, if the caller may see it; locked, so two reissues count one after the other and
 * a refund or void (which lock it too, reversal.ts) is either wholly before the receipt's figures or after them.
 */
export async function lockSale(tx: Db, scope: Scope, id: string) {
  const [row] = await tx
    .select({ sale: transactions, cinemaName: cinemas.name })
    .from(transactions)
    .innerJoin(cinemas, eq(cinemas.id, transactions.cinemaId))
    .where(
      tenantWhere(scope, { brandId: transactions.brandId, cinemaId: transactions.cinemaId }, eq(transactions.id, id)),
    )
    .for('no key update', { of: transactions });
  return row ?? null;
}

/** The sale's lines in their order, its reversals by time, and the taxes and tenders of all of them. */
export async function receiptRows(tx: Db, saleId: string) {
  const reversals = await tx
    .select({
      id: transactions.id,
      kind: transactions.kind,
      transactionNo: transactions.transactionNo,
      occurredAt: transactions.occurredAt,
      total: transactions.total,
    })
    .from(transactions)
    .where(and(eq(transactions.originalId, saleId), inArray(transactions.kind, ['void', 'refund'])))
    .orderBy(asc(transactions.occurredAt));
  const documents = [saleId, ...reversals.map((r) => r.id)];
  const lines = await tx
    .select()
    .from(transactionLines)
    .where(eq(transactionLines.transactionId, saleId))
    .orderBy(asc(transactionLines.lineNo));
  const taxes = await tx.select().from(transactionTaxes).where(inArray(transactionTaxes.transactionId, documents));
  // In the order they were paid (UUIDv7), as the register printed them.
  const payments = await tx
    .select()
    .from(transactionPayments)
    .where(inArray(transactionPayments.transactionId, documents))
    .orderBy(asc(transactionPayments.id));
  return {
    reversals,
    lines,
    taxes,
    salePayments: payments.filter((p) => p.transactionId === saleId),
    refundPayments: payments.filter((p) => p.transactionId !== saleId),
  };
}

/** How many times the sale's 領収書 was reissued before: its rows of 操作ログ (no column of its own to migrate). */
export async function reissuesBefore(tx: Db, saleId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(auditLogs)
    .where(
      and(eq(auditLogs.entity, 'transaction'), eq(auditLogs.entityId, saleId), eq(auditLogs.action, 'receiptReissue')),
    );
  return row?.n ?? 0;
}
