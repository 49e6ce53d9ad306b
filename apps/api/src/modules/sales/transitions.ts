import { and, eq, inArray, sql } from 'drizzle-orm';
import { invalidTransitionMessage, sourcesOf, type TransactionStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';

// Every status change is a conditional update (docs/sales.md, "voids, refunds and status"): it happens only from the states the
// machine allows. When no row matches, the current state decides: already there is idempotent,
// anything else is 409 invalid_transition naming both states.

export async function transition(
  tx: Db,
  id: string,
  to: TransactionStatus,
  from: readonly TransactionStatus[] = sourcesOf(to),
  extra: Partial<typeof transactions.$inferInsert> = {},
): Promise<'moved' | 'already'> {
  const [row] = await tx
    .update(transactions)
    .set({ ...extra, status: to, updatedAt: sql`now()` })
    .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
    .returning({ id: transactions.id });
  if (row) return 'moved';
  const [current] = await tx.select({ status: transactions.status }).from(transactions).where(eq(transactions.id, id));
  if (!current) throw notFound('取引が見つかりません');
  if (current.status === to) return 'already';
  throw new AppError('invalid_transition', invalidTransitionMessage(current.status, to));
}
