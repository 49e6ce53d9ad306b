import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { seatReservations, transactions } from '../../../db/schema/index.js';

/** Frees the held seats of these orders. */
export const releaseSeats = (tx: Db, transactionIds: string[]) =>
  tx
    .update(seatReservations)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(inArray(seatReservations.transactionId, transactionIds), eq(seatReservations.status, 'held')));

/** Moves online holds to expired (pendingPayment only: a paid order is never touched) and frees their seats. */
export async function expireOrders(tx: Db, ids: string[]) {
  if (!ids.length) return 0;
  const moved = await tx
    .update(transactions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(inArray(transactions.id, ids), eq(transactions.status, 'pendingPayment')))
    .returning({ id: transactions.id });
  await releaseSeats(
    tx,
    moved.map((m) => m.id),
  );
  return moved.length;
}
