import type { Db } from '../../db/client.js';

/** How long one process reuses an answer; a sales stop's start or end cuts it shorter. */
export const PUBLIC_SCHEDULE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

export interface CachedSchedule {
  cinemaId: number;
  /** The serialised answer and its ETag, so a hit costs no database call and no JSON work. */
  body: string;
  etag: string;
  expiresAt: number;
}

// One cache per database (one per app; tests build several apps in a process). In-process only:
// with several API processes each keeps its own, so an edit shows within the TTL everywhere and
// at once on the process that made it (sales stops forget their cinema's entries on every write).
const caches = new WeakMap<Db, Map<string, CachedSchedule>>();

const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

export const scheduleCacheKey = (brandId: number, cinemaId: number, date: string) => `${brandId}:${cinemaId}:${date}`;

export function cachedSchedule(db: Db, key: string, now = Date.now()): CachedSchedule | null {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (!hit) return null;
  if (hit.expiresAt <= now) {
    cache.delete(key);
    return null;
  }
  return hit;
}

export function cacheSchedule(db: Db, key: string, entry: CachedSchedule) {
  const cache = cacheOf(db);
  cache.delete(key);
  // Oldest first out: a Map iterates in insertion order.
  for (const oldest of cache.keys()) {
    if (cache.size < MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  cache.set(key, entry);
}

/** Forgets the cached answers of one cinema, or of every cinema (null: a platform-wide change). */
export function forgetPublicSchedules(db: Db, cinemaId: number | null) {
  const cache = cacheOf(db);
  for (const [key, entry] of cache) if (cinemaId === null || entry.cinemaId === cinemaId) cache.delete(key);
}
