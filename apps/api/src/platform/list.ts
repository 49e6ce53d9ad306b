import { asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@cinema/contracts';

/** ORDER BY from the table's sortable columns; an unknown field falls back to the default. */
export function orderBy(q: Pick<ListQuery, 'sortField' | 'sortOrder'>, columns: Record<string, AnyPgColumn>, fallback: SQL[]): SQL[] {
  const col = q.sortField ? columns[q.sortField] : undefined;
  if (!col) return fallback;
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
