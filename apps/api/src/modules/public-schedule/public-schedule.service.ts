import { createHash } from 'node:crypto';
import { businessDateOf, publicSchedule, type PublicSchedule, type PublicScheduleFilm } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { nextSalesStopChange, onlineSalesStopped } from '../sales-stops/index.js';
import { scaleLabel } from '../schedules/index.js';
import { isOnlineAvailable, onlineSalesWindow, publicImageUrl } from './public-schedule.availability.js';
import {
  cacheSchedule,
  cachedSchedule,
  PUBLIC_SCHEDULE_TTL_MS,
  scheduleCacheKey,
  type CachedSchedule,
} from './public-schedule.cache.js';
import { publishedScreenings, type PublicCinema } from './public-schedule.repository.js';

/** The business day a public call asks about: the one named, else the cinema's today. */
export const scheduleDate = (cinema: PublicCinema, date: string | undefined, now = new Date()) =>
  date ?? businessDateOf(now, cinema.cutoffHour);

export async function buildPublicSchedule(
  db: Db,
  cinema: PublicCinema,
  date: string,
  now = new Date(),
): Promise<PublicSchedule> {
  const [rows, stop] = await Promise.all([
    publishedScreenings(db, cinema.id, date),
    onlineSalesStopped(db, cinema.id, now),
  ]);
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
        posterUrl: publicImageUrl(r.coverImage?.url),
        screenings: [],
        displayOrder: r.displayOrder,
      };
      byFilm.set(r.filmId, film);
    }
    const total = r.seatCounts.sellable;
    // Nothing is sold yet (sales arrive with the booking and POS issues): every sellable seat remains.
    const remaining = total;
    const window = onlineSalesWindow(r, cinema);
    film.screenings.push({
      id: r.id,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      startTime: scaleLabel(r.startAt, r.businessDate),
      endTime: scaleLabel(r.endAt, r.businessDate),
      screenName: r.screenName,
      formatName: r.formatName,
      languageName: r.languageName,
      category: r.category,
      status: r.status,
      seats: { total, remaining },
      onlineAvailable: isOnlineAvailable({ ...r, remaining }, window, !!stop, now),
      onlineSalesOpensAt: window.opensAt.toISOString(),
      onlineSalesClosesAt: window.closesAt.toISOString(),
    });
  }
  // The brand's display order first; films without one by their first screening, as listed.
  const films = [...byFilm.values()].sort((a, b) => (a.displayOrder ?? Infinity) - (b.displayOrder ?? Infinity));
  // The contract drops anything not meant for customers (displayOrder here) before it is cached.
  return publicSchedule.parse({
    cinema: { code: cinema.code, name: cinema.name, brandCode: cinema.brandCode, brandName: cinema.brandName },
    date,
    generatedAt: now.toISOString(),
    onlineSales: { stopped: !!stop, message: stop?.message ?? null },
    films,
  });
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The answer for (brand, cinema, date) from this process's cache, or built and cached. An entry
 * lives 30 seconds, and never past the next start or end of a sales stop of the cinema.
 */
export async function publicScheduleAnswer(
  db: Db,
  cinema: PublicCinema,
  date: string,
  now = new Date(),
): Promise<CachedSchedule> {
  const key = scheduleCacheKey(cinema.brandId, cinema.id, date);
  const hit = cachedSchedule(db, key, now.getTime());
  if (hit) return hit;
  const [schedule, change] = await Promise.all([
    buildPublicSchedule(db, cinema, date, now),
    nextSalesStopChange(db, cinema.id, now),
  ]);
  const body = JSON.stringify({ success: true, data: schedule });
  // The tag covers the content, not the moment it was made: an unchanged schedule keeps its tag
  // from one build to the next, so a client's copy stays valid (304) across cache refreshes.
  const etag = etagOf(JSON.stringify({ ...schedule, generatedAt: null }));
  const expiresAt = Math.min(now.getTime() + PUBLIC_SCHEDULE_TTL_MS, change?.getTime() ?? Infinity);
  const entry = { cinemaId: cinema.id, body, etag, expiresAt };
  cacheSchedule(db, key, entry);
  return entry;
}

/** If-None-Match against an ETag: a list, weak forms and * included. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}
