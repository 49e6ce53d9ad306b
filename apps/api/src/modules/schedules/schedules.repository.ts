import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Screening, ScheduleListQuery, ScreeningCategory, ScreeningStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films, houses, screenings, seatReservations, versions } from '../../db/schema/index.js';
import { countWhere, iso, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { scaleLabel, type WarningContext } from './schedules.time.js';

export const languages = alias(versions, 'language_versions');
export const formats = alias(versions, 'format_versions');

export const scoped = (scope: Scope) =>
  tenantWhere(scope, { brandId: screenings.brandId, cinemaId: screenings.cinemaId });

/** The screen's sellable seats (countSeats of its plan, stored with it: 販売停止席 left out). */
export const sellableSeats = sql<number>`coalesce((${houses.seatCounts}->>'sellable')::int, 0)`;

/** Sold and held seats of one screening (schedules.seats.ts counts them). */
export interface SeatsTaken {
  sold: number;
  held: number;
}

const columns = {
  id: screenings.id,
  brandId: screenings.brandId,
  cinemaId: screenings.cinemaId,
  filmId: screenings.filmId,
  filmName: films.name,
  classification: films.classification,
  houseId: screenings.houseId,
  houseName: houses.name,
  languageVersionId: screenings.languageVersionId,
  languageCode: languages.code,
  languageName: languages.name,
  formatVersionId: screenings.formatVersionId,
  formatCode: formats.code,
  formatName: formats.name,
  startAt: screenings.startAt,
  endAt: screenings.endAt,
  businessDate: screenings.businessDate,
  category: screenings.category,
  priceTemplateId: screenings.priceTemplateId,
  salesStartAt: screenings.salesStartAt,
  salesEndAt: screenings.salesEndAt,
  onlineSales: screenings.onlineSales,
  posSales: screenings.posSales,
  kioskSales: screenings.kioskSales,
  status: screenings.status,
  publishedAt: screenings.publishedAt,
  cleaningMinutes: screenings.cleaningMinutes,
  note: screenings.note,
  capacity: sellableSeats,
  version: screenings.version,
  createdAt: screenings.createdAt,
  updatedAt: screenings.updatedAt,
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .innerJoin(languages, eq(languages.id, screenings.languageVersionId))
    .innerJoin(formats, eq(formats.id, screenings.formatVersionId));

/** The same rows with the filtered list's size (count(*) over()), for a page. */
const joinedWithTotal = (db: Db) =>
  db
    .select({ ...columns, total: totalCount })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .innerJoin(languages, eq(languages.id, screenings.languageVersionId))
    .innerJoin(formats, eq(formats.id, screenings.formatVersionId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

export function toScreening(r: Row, warn: WarningContext, taken: SeatsTaken): Screening {
  const { onlineSales, posSales, kioskSales, ...rest } = r;
  return {
    ...rest,
    ...taken,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    startTime: scaleLabel(r.startAt, r.businessDate),
    endTime: scaleLabel(r.endAt, r.businessDate),
    salesStartAt: iso(r.salesStartAt),
    salesEndAt: iso(r.salesEndAt),
    publishedAt: iso(r.publishedAt),
    channels: { online: onlineSales, pos: posSales, kiosk: kioskSales },
    warnings: warn(r),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const sortable = {
  startAt: screenings.startAt,
  businessDate: screenings.businessDate,
  filmName: films.name,
  houseName: houses.name,
  category: screenings.category,
  status: screenings.status,
};
const defaultOrder = [asc(screenings.startAt), asc(houses.sortOrder), asc(screenings.houseId), asc(screenings.id)];

function listWhere(scope: Scope, cinemaId: number, q: ScheduleListQuery): SQL | undefined {
  const from = q.date ?? q.from;
  const to = q.date ?? q.to;
  return and(
    scoped(scope),
    eq(screenings.cinemaId, cinemaId),
    from ? gte(screenings.businessDate, from) : undefined,
    to ? lte(screenings.businessDate, to) : undefined,
    q.houseId ? eq(screenings.houseId, q.houseId) : undefined,
    q.filmId ? eq(screenings.filmId, q.filmId) : undefined,
    q.status ? eq(screenings.status, q.status) : undefined,
  );
}

export async function listScreenings(
  db: Db,
  scope: Scope,
  cinemaId: number,
  q: ScheduleListQuery,
  warn: WarningContext,
  takenOf: (ids: readonly number[]) => Promise<Map<number, SeatsTaken>>,
) {
  const where = listWhere(scope, cinemaId, q);
  const { limit, offset } = pageOf(q);
  const rows = await joinedWithTotal(db)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(limit)
    .offset(offset);
  // The page's seats in one grouped count, whatever the page size.
  const taken = await takenOf(rows.map((r) => r.id));
  return pageAnswer(
    rows,
    q,
    (r) => toScreening(r, warn, taken.get(r.id) ?? { sold: 0, held: 0 }),
    () => countWhere(db, screenings, where),
  );
}

export async function findScreening(db: Db, scope: Scope, id: number) {
  const [row] = await joined(db).where(and(eq(screenings.id, id), scoped(scope)));
  return row ?? null;
}

/** What a write stores; blockedUntil follows from endAt and the cleaning interval. */
export interface ScreeningWrite {
  filmId: number;
  houseId: number;
  languageVersionId: number;
  formatVersionId: number;
  startAt: Date;
  endAt: Date;
  businessDate: string;
  category: ScreeningCategory;
  priceTemplateId: number | null;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  onlineSales: boolean;
  posSales: boolean;
  kioskSales: boolean;
  status: ScreeningStatus;
  cleaningMinutes: number;
  note: string | null;
}

const stored = (w: ScreeningWrite) => ({
  ...w,
  blockedUntil: new Date(w.endAt.getTime() + w.cleaningMinutes * 60_000),
});

export async function insertScreenings(db: Db, owner: { brandId: number; cinemaId: number }, rows: ScreeningWrite[]) {
  if (rows.length === 0) return [];
  const out: number[] = [];
  // Chunks keep each statement's parameter count well under PostgreSQL's limit.
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db
      .insert(screenings)
      .values(rows.slice(i, i + 500).map((w) => ({ ...stored(w), ...owner })))
      .returning({ id: screenings.id });
    out.push(...ids.map((r) => r.id));
  }
  return out;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateScreening(db: Db, id: number, version: number, w: ScreeningWrite) {
  const rows = await db
    .update(screenings)
    .set({ ...stored(w), version: version + 1, updatedAt: new Date() })
    .where(and(eq(screenings.id, id), eq(screenings.version, version)))
    .returning({ id: screenings.id });
  return rows.length > 0;
}

/** The removed row's id; none when it was already gone (a parallel delete). */
export const removeScreening = (db: Db, id: number) =>
  db.delete(screenings).where(eq(screenings.id, id)).returning({ id: screenings.id });

/** Screenings (any status) that name a film, a screen or a version: what blocks deleting them. */
export async function screeningCount(db: Db, by: { filmId?: number; houseId?: number; versionId?: number }) {
  const where = by.filmId
    ? eq(screenings.filmId, by.filmId)
    : by.houseId
      ? eq(screenings.houseId, by.houseId)
      : or(eq(screenings.languageVersionId, by.versionId ?? 0), eq(screenings.formatVersionId, by.versionId ?? 0));
  const [row] = await db.select({ n: count() }).from(screenings).where(where);
  return row?.n ?? 0;
}

/** Whether a seat of the screening is sold or held (its screening can then no longer be deleted). */
export async function hasTakenSeats(db: Db, screeningId: number) {
  const [row] = await db
    .select({ id: seatReservations.id })
    .from(seatReservations)
    .where(and(eq(seatReservations.screeningId, screeningId), inArray(seatReservations.status, ['held', 'sold'])))
    .limit(1);
  return !!row;
}
