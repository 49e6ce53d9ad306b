import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';

// Rendered public pages, per process (docs/website.md, "cache"): keyed by host, path and query, at most 5 seconds
// old — so a page published from another API process shows within 5 s — and forgotten at once here when this
// process publishes a page or a schedule, or online sales stop. Bounded: the oldest go first. A page in use is
// rendered again in the background from 4 s on, so visitors seldom wait for a render.

export const SITE_CACHE_TTL_MS = 5_000;
export const SITE_CACHE_REFRESH_MS = 4_000;
export const SITE_CACHE_MAX = 2_000;

export interface SiteAnswer {
  status: number;
  type: string;
  body: string;
  /** The cinema whose content it shows; null for a brand's page (forgotten with any cinema). */
  cinemaId: number | null;
}
export interface CachedAnswer extends SiteAnswer {
  etag: string;
  /** From then on a visit starts a new render in the background (and is still answered with this one). */
  refreshAt: number;
  expiresAt: number;
}

const caches = new WeakMap<Db, Map<string, CachedAnswer>>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function cachedAnswer(db: Db, key: string, now = Date.now()): CachedAnswer | null {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (!hit) return null;
  if (hit.expiresAt <= now) {
    cache.delete(key);
    return null;
  }
  return hit;
}

export function cacheAnswer(db: Db, key: string, answer: SiteAnswer, now = Date.now()): CachedAnswer {
  const cache = cacheOf(db);
  const entry = {
    ...answer,
    etag: etagOf(answer.body),
    refreshAt: now + SITE_CACHE_REFRESH_MS,
    expiresAt: now + SITE_CACHE_TTL_MS,
  };
  cache.delete(key);
  for (const oldest of cache.keys()) {
    if (cache.size < SITE_CACHE_MAX) break;
    cache.delete(oldest);
  }
  cache.set(key, entry);
  return entry;
}

/** Forgets one cinema's pages (and every brand page), or everything (null). */
export function forgetSitePages(db: Db, cinemaId: number | null) {
  const cache = cacheOf(db);
  for (const [key, entry] of cache)
    if (cinemaId === null || entry.cinemaId === null || entry.cinemaId === cinemaId) cache.delete(key);
}

/** How many pages this process holds (tests). */
export const sitePagesCached = (db: Db) => cacheOf(db).size;
