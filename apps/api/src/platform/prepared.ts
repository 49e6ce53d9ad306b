import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Scope } from './scope.js';

// A hot read builds its SQL once per shape (which filters are set, which order) and runs it as a
// prepared statement with the values as parameters: building a Drizzle query costs more than the
// query itself on a small list. Values never enter the cache key, so it stays small and bounded.

interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** Placeholder of a value the prepared statement is given at run time. */
export const p = (name: string) => sql.placeholder(name);

/**
 * A read prepared once per shape: `shapeOf` says what varies in the SQL (never the values),
 * `build` writes the query for a shape with placeholders, `values` gives their values per call.
 */
export function preparedRead<A, S extends Record<string, string | number | boolean | null | undefined>, R>(
  name: string,
  shapeOf: (args: A) => S,
  build: (db: Db, shape: S) => { prepare(name: string): Prepared<R> },
  values: (args: A) => Record<string, unknown>,
) {
  // Statements belong to a database (one per app; tests build several apps in one process).
  const caches = new WeakMap<Db, Map<string, Prepared<R>>>();
  return (db: Db, args: A): Promise<R> => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const shape = shapeOf(args);
    const key = JSON.stringify(shape);
    let prepared = cache.get(key);
    if (!prepared) {
      // PostgreSQL names prepared statements per connection: the name says which SQL it is.
      const id = createHash('sha1').update(`${name}:${key}`).digest('hex').slice(0, 12);
      prepared = build(db, shape).prepare(`${name}_${id}`);
      if (cache.size < 256) cache.set(key, prepared);
    }
    return prepared.execute(values(args));
  };
}

/** The tenancy filter of tenantWhere, with the scope's ids as placeholders (scopeBrandId, scopeCinemaIds). */
export function scopeWhereP(kind: Scope['kind'], cols: { brandId: AnyPgColumn; cinemaId?: AnyPgColumn }): SQL[] {
  const parts: SQL[] = [];
  if (kind !== 'all') parts.push(eq(cols.brandId, p('scopeBrandId')));
  if (kind === 'cinemas' && cols.cinemaId) parts.push(sql`${cols.cinemaId} = any(${p('scopeCinemaIds')})`);
  return parts;
}

/** The values scopeWhereP's placeholders take. */
export const scopeValues = (scope: Scope) => ({
  scopeBrandId: scope.kind === 'all' ? null : scope.brandId,
  scopeCinemaIds: scope.kind === 'cinemas' ? scope.cinemaIds : null,
});

/** The "contains" pattern of keywordWhere for a placeholder value. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
