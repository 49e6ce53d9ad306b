import { and, asc, eq, gte, isNotNull, ne } from 'drizzle-orm';
import { businessDateOf, PUBLISH_LIST_LIMIT, type HousePublishedScreenings } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, films, houses, screenings } from '../../db/schema/index.js';
import { scaleLabel } from './schedules.time.js';

/**
 * The published, live screenings of a screen from the cinema's running business day on (at 01:30
 * with a 29:00 cut-off that is yesterday's): what a seat plan change would touch.
 */
export async function publishedOnHouse(db: Db, houseId: number, now = new Date()): Promise<HousePublishedScreenings> {
  const [house] = await db
    .select({ cutoff: cinemas.businessDayCutoffHour, name: houses.name })
    .from(houses)
    .innerJoin(cinemas, eq(cinemas.id, houses.cinemaId))
    .where(eq(houses.id, houseId));
  if (!house) return { count: 0, items: [] };
  const today = businessDateOf(now, house.cutoff);
  const rows = await db
    .select({
      id: screenings.id,
      businessDate: screenings.businessDate,
      startAt: screenings.startAt,
      filmName: films.name,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .where(
      and(
        eq(screenings.houseId, houseId),
        isNotNull(screenings.publishedAt),
        ne(screenings.status, 'cancelled'),
        gte(screenings.businessDate, today),
      ),
    )
    .orderBy(asc(screenings.startAt), asc(screenings.id));
  return {
    count: rows.length,
    items: rows.slice(0, PUBLISH_LIST_LIMIT).map((r) => ({
      id: r.id,
      businessDate: r.businessDate,
      startTime: scaleLabel(r.startAt, r.businessDate),
      houseName: house.name,
      filmName: r.filmName,
      note: null,
    })),
  };
}
