import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { ListQuery } from '@cinema/contracts';

/**
 * ORDER BY from the list's sortable columns. Their keys are the contract's sort fields (the query
 * refuses any other), and the type makes the two lists one: a field without a column does not compile.
 */
export function orderBy<F extends string>(
  q: { sortField?: F; sortOrder?: 'ascend' | 'descend' },
  columns: Record<F, AnyPgColumn>,
  fallback: SQL[],
): SQL[] {
  // Own keys only: a sortField of `__proto__` or `constructor` must never reach a column lookup.
  if (!q.sortField || !Object.hasOwn(columns, q.sortField)) return fallback;
  const col = columns[q.sortField];
  return [q.sortOrder === 'descend' ? desc(col) : asc(col), ...fallback];
}

/** Case-insensitive "contains" over several columns, with LIKE wildcards in the keyword escaped. */
export function keywordWhere(keyword: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

export const pageOf = (q: Pick<ListQuery, 'page' | 'pageSize'>) => ({ limit: q.pageSize, offset: q.page * q.pageSize });

export const listAnswer = <T>(list: T[], total: number, q: Pick<ListQuery, 'page' | 'pageSize'>) => ({
  list,
  total,
  page: q.page,
  pageSize: q.pageSize,
});

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The whole filtered list's size, read in the same query as the page (one round trip, not two). */
export const totalCount = sql<number>`count(*) over()`.mapWith(Number);

/**
 * A list answer from a page read with `total: totalCount`: the rows without that column, and the
 * total. A page past the end has no row to carry the total, so only then is it counted apart.
 */
export async function pageAnswer<R extends { total: number }, T>(
  rows: R[],
  q: Pick<ListQuery, 'page' | 'pageSize'>,
  toItem: (row: Omit<R, 'total'>) => T,
  countAll: () => Promise<number>,
) {
  const total = rows[0]?.total ?? (q.page > 0 ? await countAll() : 0);
  return listAnswer(
    rows.map(({ total: _t, ...row }) => toItem(row)),
    total,
    q,
  );
}

/** count(*) of a table under a filter, for pageAnswer's fallback. */
export const countWhere = async (db: Db, table: PgTable, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
