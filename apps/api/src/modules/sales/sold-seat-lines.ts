import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admissions, seatReservations, transactionLines } from '../../db/schema/index.js';

// A sold seat and its ticket line are one thing seen twice (docs/sales.md, "seats"): the line of the same
// transaction, screening and seat. 着券 (admissions) hangs on the line, so every reader of "which sold seats were
// admitted" joins the same way: this file says it once.

/** Join condition from a seat reservation to its ticket line. */
export const seatLineJoin = and(
  eq(transactionLines.transactionId, seatReservations.transactionId),
  eq(transactionLines.screeningId, seatReservations.screeningId),
  eq(transactionLines.seatKey, seatReservations.seatKey),
);

/** Keys of a screening's sold seats admitted at the gate (the first scan counts). */
export async function admittedSeatKeys(db: Db, screeningId: number) {
  const rows = await db
    .select({ seatKey: seatReservations.seatKey })
    .from(seatReservations)
    .innerJoin(transactionLines, seatLineJoin)
    .innerJoin(admissions, eq(admissions.lineId, transactionLines.id))
    .where(
      and(
        eq(seatReservations.screeningId, screeningId),
        eq(seatReservations.status, 'sold'),
        isNotNull(admissions.admittedAt),
      ),
    );
  return new Set(rows.map((r) => r.seatKey));
}
