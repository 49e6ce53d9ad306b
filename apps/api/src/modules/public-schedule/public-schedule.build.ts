import { readAll } from '../../db/reads.js';
import {
  fail,
  MINOR_AGE,
  minorsRestricted,
  minutesOf36h,
  prefectures,
  publicSchedule,
  publicScheduleWeek,
  type PublicSchedule,
  type PublicScheduleCinema,
  type PublicScheduleFilm,
  type PublicScheduleWeek,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { onlineSalesStopped } from '../sales-stops/index.js';
import { takenSeatCounts } from '../sales/index.js';
import { cinemaTimes, endOnScale, minAgeOf, scaleLabel, type CinemaTimes } from '../schedules/index.js';
import { dayKindOf, holidayName } from '../../platform/holidays.js';
import { isOnlineAvailable, onlineSalesWindow, publicImageUrl } from './public-schedule.availability.js';
import { publishedScreenings, type PublicCinema } from './public-schedule.repository.js';

// What customers are shown, built once for the public day call and the console's printable week.

type Row = Awaited<ReturnType<typeof publishedScreenings>>[number];

const prefectureName = new Map(prefectures.map((p) => [p.code, p.name]));

export function publicCinemaHeader(c: PublicCinema): PublicScheduleCinema {
  const place = [prefectureName.get(c.prefectureCode), c.city, c.addressLine, c.building].filter(Boolean).join('');
  return {
    code: c.code,
    name: c.name,
    brandCode: c.brandCode,
    brandName: c.brandName,
    address: place ? `${c.postalCode ? `〒${c.postalCode} ` : ''}${place}` : null,
    phone: c.phone,
    logoUrl: publicImageUrl(c.logoImage?.url),
  };
}

/** For customers: R15+/R18+ age limits, and the late-hour rule for minors when the screening ends after it. */
function minorsRules(times: CinemaTimes, r: Row) {
  const minAge = minAgeOf(times, r.classification);
  const endsAt = endOnScale(r.endAt, r.businessDate);
  return {
    minorsNote: minorsRestricted({ minAge, endsAt, cutoff: times.minorCutoff }),
    lateHour: minAge < MINOR_AGE && minutesOf36h(endsAt) > minutesOf36h(times.minorCutoff),
  };
}

/** The published screenings of from..to grouped by film, in the brand's display order. */
async function publishedFilms(db: Db, cinema: PublicCinema, from: string, to: string, now: Date) {
  const [rows, stop, times] = await readAll(
    db,
    () => publishedScreenings(db, cinema.id, from, to),
    () => onlineSalesStopped(db, cinema.id, now),
    () => cinemaTimes(db, cinema),
  );
  const taken = await takenSeatCounts(
    db,
    rows.map((r) => r.id),
    now,
  );
  const byFilm = new Map<number, PublicScheduleFilm & { displayOrder: number | null }>();
  for (const r of rows) {
    let film = byFilm.get(r.filmId);
    if (!film) {
      film = {
        id: r.filmId,
        name: r.filmName,
        nameKana: r.filmKana,
        classification: r.classification,
        lengthMinutes: r.lengthMinutes,
        releaseDate: r.releaseDate,
        posterUrl: publicImageUrl(r.coverImage?.url),
        screenings: [],
        displayOrder: r.displayOrder,
      };
      byFilm.set(r.filmId, film);
    }
    const total = r.seatCounts.sellable;
    const remaining = Math.max(0, total - (taken.get(r.id) ?? 0));
    const window = onlineSalesWindow(r, cinema);
    film.screenings.push({
      id: r.id,
      businessDate: r.businessDate,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      startTime: scaleLabel(r.startAt, r.businessDate),
      endTime: scaleLabel(r.endAt, r.businessDate),
      screenName: r.screenName,
      formatName: r.formatName,
      languageName: r.languageName,
      languageCode: r.languageCode,
      category: r.category,
      status: r.status,
      classification: r.classification,
      ...minorsRules(times, r),
      advance: !!r.releaseDate && r.businessDate < r.releaseDate,
      seats: { total, remaining },
      onlineAvailable: isOnlineAvailable({ ...r, remaining }, window, !!stop, now),
      onlineSalesOpensAt: window.opensAt.toISOString(),
      onlineSalesClosesAt: window.closesAt.toISOString(),
    });
  }
  // The brand's display order first; films without one by their first screening, as listed.
  const films = [...byFilm.values()].sort((a, b) => (a.displayOrder ?? Infinity) - (b.displayOrder ?? Infinity));
  return { films, minorsCutoff: times.minorCutoff, onlineSales: { stopped: !!stop, message: stop?.message ?? null } };
}

export async function buildPublicSchedule(
  db: Db,
  cinema: PublicCinema,
  date: string,
  now = new Date(),
): Promise<PublicSchedule> {
  const { films, onlineSales } = await publishedFilms(db, cinema, date, date, now);
  // The contract drops anything not meant for customers (displayOrder here) before it is cached.
  return publicSchedule.parse({
    cinema: publicCinemaHeader(cinema),
    date,
    generatedAt: now.toISOString(),
    onlineSales,
    films,
  });
}

/** Seven business days from `from`, as the console shows and prints them. */
export async function buildPublicWeek(
  db: Db,
  cinema: PublicCinema,
  from: string,
  today: string,
  dates: string[],
  now = new Date(),
): Promise<PublicScheduleWeek> {
  const to = dates.at(-1) ?? fail('a week has dates');
  const { films, onlineSales, minorsCutoff } = await publishedFilms(db, cinema, from, to, now);
  return publicScheduleWeek.parse({
    minorsCutoff,
    cinema: publicCinemaHeader(cinema),
    today,
    from,
    to,
    generatedAt: now.toISOString(),
    days: dates.map((date) => ({ date, kind: dayKindOf(date), holidayName: holidayName(date) })),
    onlineSales,
    films,
  });
}
