import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  cacheAnswer,
  cachedAnswer,
  forgetSitePages,
  SITE_CACHE_MAX,
  SITE_CACHE_REFRESH_MS,
  SITE_CACHE_TTL_MS,
  sitePagesCached,
} from './website-public.cache.js';

// The public site's page cache (docs/website.md, "cache"): never older than 5 s, refreshed ahead, bounded, forgotten
// per cinema. A cache is per database object; these tests use a bare object as their own.
const answer = (cinemaId: number | null, body = 'x') => ({ status: 200, type: 'text/html', body, cinemaId });

describe('the page cache', () => {
  it('answers a page for 5 s at most, and asks for a fresh render before then', () => {
    const db = {} as Db;
    const entry = cacheAnswer(db, 'h/a', answer(1), 1_000);
    expect(entry.refreshAt).toBeLessThan(entry.expiresAt);
    expect(entry.expiresAt - 1_000).toBe(SITE_CACHE_TTL_MS);
    expect(SITE_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    expect(cachedAnswer(db, 'h/a', 1_000 + SITE_CACHE_REFRESH_MS)?.body).toBe('x');
    expect(cachedAnswer(db, 'h/a', 1_000 + SITE_CACHE_TTL_MS)).toBeNull();
  });

  it('gives the same page the same ETag', () => {
    const db = {} as Db;
    expect(cacheAnswer(db, 'h/a', answer(1, 'same')).etag).toBe(cacheAnswer(db, 'h/b', answer(2, 'same')).etag);
  });

  it('forgets one cinema’s pages and every brand page, and keeps the others', () => {
    const db = {} as Db;
    cacheAnswer(db, 'h/1', answer(1));
    cacheAnswer(db, 'h/2', answer(2));
    cacheAnswer(db, 'h/', answer(null));
    forgetSitePages(db, 1);
    expect(cachedAnswer(db, 'h/1')).toBeNull();
    expect(cachedAnswer(db, 'h/')).toBeNull();
    expect(cachedAnswer(db, 'h/2')).not.toBeNull();
    forgetSitePages(db, null);
    expect(sitePagesCached(db)).toBe(0);
  });

  it('keeps at most SITE_CACHE_MAX pages, the oldest going first', () => {
    const db = {} as Db;
    for (let i = 0; i <= SITE_CACHE_MAX; i++) cacheAnswer(db, `h/${i}`, answer(1));
    expect(sitePagesCached(db)).toBe(SITE_CACHE_MAX);
    expect(cachedAnswer(db, 'h/0')).toBeNull();
    expect(cachedAnswer(db, `h/${SITE_CACHE_MAX}`)).not.toBeNull();
  });
});
