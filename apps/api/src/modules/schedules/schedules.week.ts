import { readAll } from '../../db/reads.js';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_WEEK_START_DAY,
  addDays,
  dateRange,
  type ScheduleWeek,
  type ScreeningCategory,
  type ScreeningStatus,
  type WeekScreening,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, films, houseFormatIds, houses, screenings } from '../../db/schema/index.js';
import type { Scope } from '../../platform/scope.js';
import { formats, languages, scoped, sellableSeats } from './schedules.repository.js';
import { noneTaken, seatsTaken } from './schedules.seats.js';
import { cinemaTimes, scaleLabel, warningsFor } from './schedules.time.js';

export const WEEK_DAYS = 7;

/** A timeline block as the week query answers it, before times and warnings are added. */
export interface WeekRow {
  id: number;
  houseId: number;
  filmId: number;
  filmName: string;
  classification: string;
  languageCode: string;
  formatName: string;
  startAt: Date;
  endAt: Date;
  businessDate: string;
  category: ScreeningCategory;
  status: ScreeningStatus;
  cleaningMinutes: number;
  version: number;
  publishedAt: Date | null;
  priceTemplateId: number | null;
  capacity: number;
}

/**
 * One cinema's screenings of business dates from..to (inclusive), in start order, as ONE json
 * value: building the rows in SQL and parsing one string is several times faster than a result
 * set of hundreds of rows, value by value (most of all on PGlite).
 */
export async function weekRows(db: Db, scope: Scope, cinemaId: number, from: string, to: string): Promise<WeekRow[]> {
  const epoch = (c: AnyPgColumn) => sql`floor(extract(epoch from ${c}) * 1000)::bigint`;
  const [row] = await db
    .select({
      rows: sql<
        unknown[][] | null
      >`json_agg(json_build_array(${screenings.id}, ${screenings.houseId}, ${screenings.filmId}, ${films.name},
        ${films.classification}, ${languages.code}, ${formats.name}, ${epoch(screenings.startAt)}, ${epoch(screenings.endAt)},
        ${screenings.businessDate}, ${screenings.category}, ${screenings.status}, ${screenings.cleaningMinutes}, ${screenings.version},
        ${epoch(screenings.publishedAt)}, ${screenings.priceTemplateId}, ${sellableSeats})
        order by ${screenings.startAt}, ${screenings.id})`,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .innerJoin(languages, eq(languages.id, screenings.languageVersionId))
    .innerJoin(formats, eq(formats.id, screenings.formatVersionId))
    .where(
      and(
        scoped(scope),
        eq(screenings.cinemaId, cinemaId),
        gte(screenings.businessDate, from),
        lte(screenings.businessDate, to),
      ),
    );
  const list = (typeof row?.rows === 'string' ? JSON.parse(row.rows) : row?.rows) as unknown[][] | null;
  return (list ?? []).map((v) => ({
    id: v[0] as number,
    houseId: v[1] as number,
    filmId: v[2] as number,
    filmName: v[3] as string,
    classification: v[4] as string,
    languageCode: v[5] as string,
    formatName: v[6] as string,
    startAt: new Date(Number(v[7])),
    endAt: new Date(Number(v[8])),
    businessDate: v[9] as string,
    category: v[10] as ScreeningCategory,
    status: v[11] as ScreeningStatus,
    cleaningMinutes: v[12] as number,
    version: v[13] as number,
    publishedAt: v[14] == null ? null : new Date(Number(v[14])),
    priceTemplateId: (v[15] as number | null) ?? null,
    capacity: Number(v[16] ?? 0),
  }));
}

/** Seven business days of one cinema for the planning timeline: every screen each day, even empty. */
export async function scheduleWeek(
  db: Db,
  scope: Scope,
  cinema: { id: number; brandId: number },
  from: string,
): Promise<ScheduleWeek> {
  const to = addDays(from, WEEK_DAYS - 1);
  const [times, screens, rows, [brand]] = await readAll(
    db,
    () => cinemaTimes(db, cinema),
    () =>
      db
        .select({ id: houses.id, name: houses.name, code: houses.code, formatIds: houseFormatIds })
        .from(houses)
        .where(eq(houses.cinemaId, cinema.id))
        .orderBy(asc(houses.sortOrder), asc(houses.id)),
    () => weekRows(db, scope, cinema.id, from, to),
    () => db.select({ weekStartDay: brands.weekStartDay }).from(brands).where(eq(brands.id, cinema.brandId)),
  );
  const warn = warningsFor(times);
  // Sold and held seats of the whole week in one grouped count (schedules.seats.ts).
  const taken = await seatsTaken(
    db,
    rows.map((r) => r.id),
  );
  const byDay = new Map<string, Map<number, WeekScreening[]>>();
  for (const r of rows) {
    const day = byDay.get(r.businessDate) ?? new Map<number, WeekScreening[]>();
    byDay.set(r.businessDate, day);
    const compact: WeekScreening = {
      ...r,
      ...(taken.get(r.id) ?? noneTaken),
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      startTime: scaleLabel(r.startAt, r.businessDate),
      endTime: scaleLabel(r.endAt, r.businessDate),
      warnings: warn(r),
    };
    const list = day.get(r.houseId);
    if (list) list.push(compact);
    else day.set(r.houseId, [compact]);
  }
  return {
    cinemaId: cinema.id,
    cutoffHour: times.cutoffHour,
    weekStartDay: brand?.weekStartDay ?? DEFAULT_WEEK_START_DAY,
    defaultCleaningMinutes: times.cleaningMinutes,
    from,
    to,
    houses: screens,
    days: dateRange(from, WEEK_DAYS).map((date) => ({
      date,
      screens: screens.map((h) => ({ houseId: h.id, screenings: byDay.get(date)?.get(h.id) ?? [] })),
    })),
  };
}
