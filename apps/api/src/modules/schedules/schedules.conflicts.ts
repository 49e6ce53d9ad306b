import { and, asc, gt, inArray, lt, ne, eq } from 'drizzle-orm';
import { formatBusinessDate, overlaps, scheduleConflict, type ScheduleConflictItem } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films, screenings } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { ScreeningWrite } from './schedules.repository.js';
import { scaleLabel } from './schedules.time.js';

// What holds a screen when: the checks behind the 409 answers (the database's exclusion
// constraint refuses the same overlaps should two writes race).

/** Live screenings of a screen whose busy span [start, blockedUntil) meets [start, until). */
export async function overlapping(db: Db, houseId: number, start: Date, until: Date, exceptId?: number) {
  return db
    .select({
      id: screenings.id,
      startAt: screenings.startAt,
      endAt: screenings.endAt,
      businessDate: screenings.businessDate,
      filmName: films.name,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .where(
      and(
        eq(screenings.houseId, houseId),
        ne(screenings.status, 'cancelled'),
        lt(screenings.startAt, until),
        gt(screenings.blockedUntil, start),
        exceptId ? ne(screenings.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(screenings.startAt));
}

/** Live screenings of some screens between two instants: what a batch must not collide with. */
export async function busyBetween(db: Db, houseIds: number[], start: Date, until: Date) {
  if (houseIds.length === 0) return [];
  return db
    .select({
      id: screenings.id,
      houseId: screenings.houseId,
      startAt: screenings.startAt,
      endAt: screenings.endAt,
      cleaningMinutes: screenings.cleaningMinutes,
      filmName: films.name,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .where(
      and(
        inArray(screenings.houseId, houseIds),
        ne(screenings.status, 'cancelled'),
        lt(screenings.startAt, until),
        gt(screenings.blockedUntil, start),
      ),
    );
}

export interface Candidate {
  write: ScreeningWrite;
  filmName: string;
  classification: string;
}

const until = (w: ScreeningWrite) => new Date(w.endAt.getTime() + w.cleaningMinutes * 60_000);

/**
 * Splits candidates into those that fit and those that collide — with a live screening already
 * stored, or with a candidate accepted before them (cleaning intervals included).
 */
export async function sortOut(db: Db, list: Candidate[], houseNames: Map<number, string>) {
  const live = list.filter((c) => c.write.status !== 'cancelled');
  if (live.length === 0) return { fit: list, refused: [] as ScheduleConflictItem[] };
  const start = new Date(Math.min(...live.map((c) => c.write.startAt.getTime())));
  const end = new Date(Math.max(...live.map((c) => until(c.write).getTime())));
  const stored = await busyBetween(db, [...new Set(live.map((c) => c.write.houseId))], start, end);
  const taken = new Map<
    number,
    { startAt: Date; endAt: Date; cleaningMinutes: number; id: number | null; filmName: string }[]
  >();
  for (const s of stored) taken.set(s.houseId, [...(taken.get(s.houseId) ?? []), s]);
  const fit: Candidate[] = [];
  const refused: ScheduleConflictItem[] = [];
  for (const c of [...list].sort((a, b) => a.write.startAt.getTime() - b.write.startAt.getTime())) {
    const w = c.write;
    const onScreen = taken.get(w.houseId) ?? [];
    const hit = w.status === 'cancelled' ? undefined : onScreen.find((s) => overlaps(s, w));
    if (!hit) {
      fit.push(c);
      if (w.status !== 'cancelled') taken.set(w.houseId, [...onScreen, { ...w, id: null, filmName: c.filmName }]);
      continue;
    }
    const houseName = houseNames.get(w.houseId) ?? '';
    const startTime = scaleLabel(w.startAt, w.businessDate);
    const what = hit.id ? `登録済みの「${hit.filmName}」` : `同時に登録する「${hit.filmName}」`;
    refused.push({
      businessDate: w.businessDate,
      startTime,
      houseId: w.houseId,
      houseName,
      existingId: hit.id,
      message: `${formatBusinessDate(w.businessDate, true)} ${startTime} ${houseName}：${what}と重なっています`,
    });
  }
  return { fit, refused };
}

export const conflictError = (refused: ScheduleConflictItem[]) =>
  new AppError(
    'conflict',
    scheduleConflict,
    refused.map((r) => ({ field: 'startAt', message: r.message })),
  );
