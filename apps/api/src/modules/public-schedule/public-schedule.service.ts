import { readAll } from '../../db/reads.js';
import { createHash } from 'node:crypto';
import { businessDateOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { nextSalesStopChange } from '../sales-stops/index.js';
import { buildPublicSchedule } from './public-schedule.build.js';
import {
  cacheSchedule,
  cachedSchedule,
  PUBLIC_SCHEDULE_TTL_MS,
  scheduleCacheKey,
  type CachedSchedule,
} from './public-schedule.cache.js';
import type { PublicCinema } from './public-schedule.repository.js';

/** The business day a public call asks about: the one named, else the cinema's today. */
export const scheduleDate = (cinema: PublicCinema, date: string | undefined, now = new Date()) =>
  date ?? businessDateOf(now, cinema.cutoffHour);

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
  const [schedule, change] = await readAll(
    db,
    () => buildPublicSchedule(db, cinema, date, now),
    () => nextSalesStopChange(db, cinema.id, now),
  );
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
