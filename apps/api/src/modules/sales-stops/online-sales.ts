import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { SalesStopScope } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { salesStops } from '../../db/schema/index.js';

export interface ActiveSalesStop {
  id: number;
  scope: SalesStopScope;
  cinemaId: number | null;
  startsAt: Date;
  endsAt: Date | null;
  message: string;
}

/** The stops that apply to a cinema: its own and the platform-wide ones. */
export const stopsFor = (cinemaId: number) => or(eq(salesStops.scope, 'platform'), eq(salesStops.cinemaId, cinemaId));

/**
 * Whether online sales of a cinema are stopped at `at`: the stop in force (a platform-wide one
 * first, then the latest started), or null. The public schedule and the booking API ask this.
 */
export async function onlineSalesStopped(
  db: Db,
  cinemaId: number | null,
  at: Date = new Date(),
): Promise<ActiveSalesStop | null> {
  const [row] = await db
    .select({
      id: salesStops.id,
      scope: salesStops.scope,
      cinemaId: salesStops.cinemaId,
      startsAt: salesStops.startsAt,
      endsAt: salesStops.endsAt,
      message: salesStops.message,
    })
    .from(salesStops)
    .where(
      and(
        // No cinema (head office with none chosen): only a platform-wide stop concerns it.
        cinemaId === null ? eq(salesStops.scope, 'platform') : stopsFor(cinemaId),
        lte(salesStops.startsAt, at),
        or(isNull(salesStops.endsAt), gt(salesStops.endsAt, at)),
      ),
    )
    .orderBy(asc(salesStops.scope), desc(salesStops.startsAt), desc(salesStops.id))
    .limit(1);
  return row ?? null;
}

/** The next moment after `at` when a stop of the cinema starts or ends, so a cache never outlives it. */
export async function nextSalesStopChange(db: Db, cinemaId: number, at: Date = new Date()): Promise<Date | null> {
  const [starts] = await db
    .select({ at: salesStops.startsAt })
    .from(salesStops)
    .where(and(stopsFor(cinemaId), gt(salesStops.startsAt, at)))
    .orderBy(asc(salesStops.startsAt))
    .limit(1);
  const [ends] = await db
    .select({ at: salesStops.endsAt })
    .from(salesStops)
    .where(and(stopsFor(cinemaId), gt(salesStops.endsAt, at)))
    .orderBy(asc(salesStops.endsAt))
    .limit(1);
  const times = [starts?.at, ends?.at].filter((d): d is Date => d instanceof Date);
  return times.length ? new Date(Math.min(...times.map((d) => d.getTime()))) : null;
}
