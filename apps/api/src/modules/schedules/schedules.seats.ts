import { readAll } from '../../db/reads.js';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { seatReservations } from '../../db/schema/index.js';
import { takenSeatCounts } from '../sales/index.js';
import type { SeatsTaken } from './schedules.repository.js';

// 販売数 and 仮押さえ per screening for the schedule's list and week (docs/sales.md, "seats"). The sales
// module's takenSeatCounts is the one rule of what is taken (sold, or held and not yet expired),
// the public schedule's 残席 too; the sold part is counted beside it, so held = taken − sold.
// Both are one grouped query per list, run together, never one per screening.
//
// Kept out of schedules.repository.ts: the sales module imports this module's index, which
// re-exports the repository, so the repository must not import sales back (npm run cycles).

/** Sold seats per screening (admitted ones included: an admission never changes the seat's row). */
async function soldSeatCounts(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ screeningId: seatReservations.screeningId, n: count() })
    .from(seatReservations)
    .where(and(inArray(seatReservations.screeningId, [...ids]), eq(seatReservations.status, 'sold')))
    .groupBy(seatReservations.screeningId);
  return new Map(rows.map((r) => [r.screeningId, r.n]));
}

/** Sold and held seats of each screening; a screening nobody bought is absent (0 and 0). */
export async function seatsTaken(db: Db, ids: readonly number[], now = new Date()) {
  const out = new Map<number, SeatsTaken>();
  if (ids.length === 0) return out;
  const [taken, sold] = await readAll(
    db,
    () => takenSeatCounts(db, ids, now),
    () => soldSeatCounts(db, ids),
  );
  for (const [id, n] of taken) {
    const s = sold.get(id) ?? 0;
    out.set(id, { sold: s, held: Math.max(0, n - s) });
  }
  return out;
}

export const noneTaken: SeatsTaken = { sold: 0, held: 0 };

/** The counter the list is given (the repository takes it as a function, see above). */
export const seatsTakenIn = (db: Db) => (ids: readonly number[]) => seatsTaken(db, ids);
