import { readAll } from '../../db/reads.js';
import { eq } from 'drizzle-orm';
import { seatKey, seatLabel, type ScreeningSeatMap, type ScreeningSeatState } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { houses } from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';
import type { Scope } from '../../platform/scope.js';
import { admittedSeatKeys, takenSeats } from '../sales/index.js';
import { findScreening } from './schedules.repository.js';

// 座席: a screening's seat map as staff read it from the schedule (docs/sales.md, "seats"), each
// seat sold, held, admitted (着券), blocked (販売停止席) or free. What is taken is the sales module's
// rule (takenSeats), the same as a device's seat map; admitted is the sales module's too (admittedSeatKeys). The houses module exports no reader of a plan, so the
// plan is read from its table.

/** The seat map of a screening the caller's scope sees; another tenant's answers 404. */
export async function screeningSeatMap(db: Db, scope: Scope, id: number, now = new Date()): Promise<ScreeningSeatMap> {
  const screening = found(await findScreening(db, scope, id));
  const [[house], taken, admitted] = await readAll(
    db,
    () => db.select({ plan: houses.seatPlan }).from(houses).where(eq(houses.id, screening.houseId)),
    () => takenSeats(db, id, now),
    () => admittedSeatKeys(db, id),
  );
  const plan = found(house).plan;
  const state = new Map(taken.map((s) => [s.seatKey, s.status]));
  const counts: Record<ScreeningSeatState, number> = { sold: 0, held: 0, admitted: 0, blocked: 0, free: 0 };
  const seats = plan.cells.flatMap((cell, i) => {
    if (!cell) return [];
    const row = Math.floor(i / plan.cols);
    const key = seatKey(plan.rowLabels[row] ?? '', cell.number);
    // A seat sold before it was made 販売停止席 still shows as sold: the sale is a fact.
    const taken = state.get(key);
    const s: ScreeningSeatState =
      taken === 'sold'
        ? admitted.has(key)
          ? 'admitted'
          : 'sold'
        : (taken ?? (cell.type === 'closed' ? 'blocked' : 'free'));
    counts[s]++;
    return [{ key, row, col: i % plan.cols, label: seatLabel(plan, row, cell), type: cell.type, state: s }];
  });
  return {
    screeningId: id,
    houseName: screening.houseName,
    rows: plan.rows,
    cols: plan.cols,
    rowLabels: plan.rowLabels,
    seats,
    counts,
  };
}
