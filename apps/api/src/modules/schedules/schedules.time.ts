import { readAll } from '../../db/reads.js';
import { eq } from 'drizzle-orm';
import {
  classificationMinAge,
  DEFAULT_CLEANING_MINUTES,
  MINOR_AGE,
  minorsRestricted,
  minutesOf36h,
  suggestedMinorCutoff,
  tokyoMidnight,
  toMillis,
  type FilmClassification,
  type Instant,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, restrictCodes, restrictRules } from '../../db/schema/index.js';

/** Staff-facing notes for one screening (never blocking). */
export type WarningContext = (s: { classification: string; businessDate: string; endAt: Instant }) => string[];

/**
 * HH:mm of an instant counted from its business date's midnight. Unlike toScaleTime it does not
 * stop at 35:59: a screening may end after the scale (a 35:00 all-night start runs on to 37:10).
 */
export function scaleLabel(instant: Instant, businessDate: string): string {
  const minutes = Math.floor((toMillis(instant) - tokyoMidnight(businessDate)) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface CinemaTimes {
  id: number;
  brandId: number;
  cutoffHour: number;
  /** 清掃時間 for a new screening that names none. */
  cleaningMinutes: number;
  /** The late-hour rule for minors, HH:mm (the stored rule or the prefecture's suggestion). */
  minorCutoff: string;
  /** 映倫 code → the cinema's minimum age for it. */
  minAges: Map<string, number>;
}

/** The cinema's cut-off hour, default cleaning time, its late-hour rule and its classification ages, in two queries. */
export async function cinemaTimes(db: Db, cinema: { id: number; brandId: number }): Promise<CinemaTimes> {
  const [[row], codes] = await readAll(
    db,
    () =>
      db
        .select({
          cutoffHour: cinemas.businessDayCutoffHour,
          cleaningMinutes: cinemas.defaultCleaningMinutes,
          prefectureCode: cinemas.prefectureCode,
          rule: restrictRules.cutoff,
        })
        .from(cinemas)
        .leftJoin(restrictRules, eq(restrictRules.cinemaId, cinemas.id))
        .where(eq(cinemas.id, cinema.id)),
    () =>
      db
        .select({ code: restrictCodes.code, minAge: restrictCodes.minAge })
        .from(restrictCodes)
        .where(eq(restrictCodes.cinemaId, cinema.id)),
  );
  return {
    ...cinema,
    cutoffHour: row?.cutoffHour ?? 29,
    cleaningMinutes: row?.cleaningMinutes ?? DEFAULT_CLEANING_MINUTES,
    minorCutoff: row?.rule ?? suggestedMinorCutoff(row?.prefectureCode),
    minAges: new Map(codes.map((c) => [c.code, c.minAge])),
  };
}

const LAST_SCALE_MINUTE = 36 * 60 - 1;

/** The cinema's minimum age for a 映倫 code: its own /restrict setting, else the standard code's. */
export const minAgeOf = (t: Pick<CinemaTimes, 'minAges'>, classification: string): number =>
  t.minAges.get(classification) ?? classificationMinAge[classification as FilmClassification] ?? 0;

/** HH:mm of an end instant on its business date's scale, stopped at 35:59 (the rule compares on it). */
export function endOnScale(endAt: Instant, businessDate: string): string {
  const minutes = Math.min(LAST_SCALE_MINUTE, Math.floor((toMillis(endAt) - tokyoMidnight(businessDate)) / 60_000));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The late-hour rule (青少年保護育成条例) against the film's classification: a screening that ends
 * after the cinema's cut-off admits no one under 18, which staff should know when they plan it.
 * Films that admit no minors anyway (R18+) need no warning.
 */
export function warningsFor(t: Pick<CinemaTimes, 'minorCutoff' | 'minAges'>): WarningContext {
  const cutoff = minutesOf36h(t.minorCutoff);
  return ({ classification, businessDate, endAt }) => {
    if (minAgeOf(t, classification) >= MINOR_AGE) return [];
    const endsAt = endOnScale(endAt, businessDate);
    if (minutesOf36h(endsAt) <= cutoff) return [];
    const message = minorsRestricted({ minAge: 0, endsAt, cutoff: t.minorCutoff });
    return message ? [message] : [];
  };
}
