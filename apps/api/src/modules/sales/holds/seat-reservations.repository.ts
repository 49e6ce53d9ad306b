import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { seatReservations } from '../../../db/schema/index.js';

// Which seats of a screening are taken: sold, or held by an online order whose hold has not run
// out. An expired hold is free for whoever asks next, even before the sweeper releases it.

const takenAt = (now: Date) =>
  or(
    eq(seatReservations.status, 'sold'),
    and(
      eq(seatReservations.status, 'held'),
      or(isNull(seatReservations.holdExpiresAt), gt(seatReservations.holdExpiresAt, now)),
    ),
  );

/** Taken seats per screening (persons for a pair seat count once per seat key). */
export async function takenSeatCounts(db: Db, screeningIds: readonly number[], now = new Date()) {
  const out = new Map<number, number>();
  if (screeningIds.length === 0) return out;
  const rows = await db
    .select({ screeningId: seatReservations.screeningId, n: count() })
    .from(seatReservations)
    .where(and(inArray(seatReservations.screeningId, [...screeningIds]), takenAt(now)))
    .groupBy(seatReservations.screeningId);
  for (const r of rows) out.set(r.screeningId, r.n);
  return out;
}

/** The taken seats of one screening with their state, for a seat map. */
export function takenSeats(db: Db, screeningId: number, now = new Date()) {
  return db
    .select({
      seatKey: seatReservations.seatKey,
      status: sql<'held' | 'sold'>`${seatReservations.status}::text`,
    })
    .from(seatReservations)
    .where(and(eq(seatReservations.screeningId, screeningId), takenAt(now)));
}
