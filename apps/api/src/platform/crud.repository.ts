import { and, asc, desc, eq, getTableColumns, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { toKatakana, type AuditEntity, type LastSaved, type ListQuery } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';
import { invalidField } from './errors.js';
import { countWhere, keywordWhere, pageAnswer, pageOf, totalCount } from './list.js';
import { tenantWhere, type Scope } from './scope.js';

// The queries of a simple master (docs/feature-anatomy.md, "handlers, services, repositories"): a
// feature's repository declares its table, its record mapper, what the keyword searches and how the
// list sorts and filters, and gets the scoped list, find, insert and versioned update from here.

/** A master's table: an id, the brand that owns it, and the `editable` columns (version, timestamps). */
export type MasterTable = PgTable & { id: PgColumn; brandId: PgColumn; version: PgColumn; updatedAt: PgColumn };

type Extra = Record<string, SQL<unknown>>;
type ExtraRow<E extends Extra> = { [K in keyof E]: E[K] extends SQL<infer U> ? U : never };
export type MasterRow<T extends MasterTable, E extends Extra = Record<never, never>> = T['$inferSelect'] & ExtraRow<E>;

export interface MasterRepositoryDef<T extends MasterTable, Rec, F extends string, Q, E extends Extra> {
  table: T;
  /** Computed columns every read selects besides the table's own (a count of the clients in a group). */
  extra?: E;
  /** The row as the contract's record; the type check fails here when schema and contract drift. */
  toRecord: (row: MasterRow<T, E>) => Rec;
  /** The columns the keyword box searches ("contains", wildcards escaped). */
  keyword?: AnyPgColumn[];
  /** Columns also searched with the keyword folded to katakana (そーせーじ finds ソーセージ). */
  kana?: AnyPgColumn[];
  /**
   * The contract's sort fields (`…SortFields`): each sorts by the table's column of that name unless
   * `sortColumns` names another. A field without a column stops the server at start-up.
   */
  sortFields: readonly F[];
  sortColumns?: Partial<Record<F, AnyPgColumn>>;
  /** The order when none is asked for, and after the asked one (ties): end with the id. */
  order: SQL[];
  /** The list's own filters, from its parsed query. */
  filters?: (q: Q) => (SQL | undefined)[];
  /** The cinema column of a cinema-scoped master: a cinema account then sees only its cinemas' rows. */
  cinemaId?: AnyPgColumn;
}

export type MasterListQuery<F extends string> = Pick<ListQuery, 'page' | 'pageSize' | 'keyword' | 'sortOrder'> & {
  sortField?: F;
};

// Drizzle's builders are typed per table; this file is the one generic place, so it reads them untyped.
type Step = 'select' | 'from' | 'where' | 'orderBy' | 'limit' | 'offset' | 'insert' | 'values' | 'returning';
type Loose = { [k in Step | 'update' | 'set']: (...a: unknown[]) => Loose } & PromiseLike<unknown[]>;
const q$ = (db: Db) => db as unknown as Loose;

export const unknownSortField = '並べ替えの項目が正しくありません';

/** The scoped list, find, insert and versioned update of one master table. */
export function masterRepository<
  T extends MasterTable,
  Rec,
  F extends string,
  Q extends MasterListQuery<F>,
  E extends Extra = Record<never, never>,
>(def: MasterRepositoryDef<T, Rec, F, Q, E>) {
  const { table, toRecord } = def;
  const t = table as MasterTable & Record<string, unknown>;
  const columns = { ...getTableColumns(table), ...def.extra };
  const sortable = new Map<string, AnyPgColumn>();
  for (const f of def.sortFields) {
    const col = def.sortColumns?.[f] ?? (getTableColumns(table) as Record<string, AnyPgColumn>)[f];
    if (!col) throw new Error(`sort field "${f}" has no column in ${getTableName(table)}`);
    sortable.set(f, col);
  }
  const scoped = (scope: Scope) => tenantWhere(scope, { brandId: t.brandId, cinemaId: def.cinemaId });
  const keywordOf = (kw: string | undefined) =>
    kw
      ? or(keywordWhere(kw, def.keyword ?? []), def.kana ? keywordWhere(toKatakana(kw), def.kana) : undefined)
      : undefined;
  /** ORDER BY from the whitelist; any other field is refused with 400 (the contract refuses it first). */
  const orderOf = (q: Q): SQL[] => {
    if (!q.sortField) return def.order;
    const col = sortable.get(q.sortField);
    if (!col) throw invalidField('sortField', unknownSortField);
    return [q.sortOrder === 'descend' ? desc(col) : asc(col), ...def.order];
  };

  return {
    table,
    scoped,
    async list(db: Db, scope: Scope, q: Q) {
      const where = and(scoped(scope), keywordOf(q.keyword), ...(def.filters?.(q) ?? []));
      const rows = (await q$(db)
        .select({ ...columns, total: totalCount })
        .from(table)
        .where(where)
        .orderBy(...orderOf(q))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset)) as unknown as (MasterRow<T, E> & { total: number })[];
      return pageAnswer(
        rows,
        q,
        (r) => toRecord(r as MasterRow<T, E>),
        () => countWhere(db, table, where),
      );
    },
    async find(db: Db, scope: Scope, id: number): Promise<Rec | null> {
      const [row] = (await q$(db)
        .select(columns)
        .from(table)
        .where(and(eq(t.id, id), scoped(scope)))) as unknown as MasterRow<T, E>[];
      return row ? toRecord(row) : null;
    },
    async insert(db: Db, values: T['$inferInsert']): Promise<number> {
      const rows = (await q$(db).insert(table).values(values).returning({ id: t.id })) as unknown as { id: number }[];
      const [row] = rows;
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return row.id;
    },
    /** Many rows at once (an import), a few hundred per statement. */
    async insertMany(db: Db, rows: T['$inferInsert'][]) {
      for (let i = 0; i < rows.length; i += 500)
        await q$(db)
          .insert(table)
          .values(rows.slice(i, i + 500));
    },
    /** Writes when the row is still at `version`; false when someone else saved first. */
    async update(db: Db, id: number, version: number, values: Partial<T['$inferInsert']>): Promise<boolean> {
      const rows = await q$(db)
        .update(table)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(t.id, id), eq(t.version, version)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    /** Which of `values` the brand already uses in `column` (codes an import must not repeat). */
    async taken(db: Db, brandId: number, column: AnyPgColumn, values: unknown[]): Promise<Set<unknown>> {
      if (!values.length) return new Set();
      const rows = (await q$(db)
        .select({ v: column })
        .from(table)
        .where(and(eq(t.brandId, brandId), inArray(column, values)))) as unknown as { v: unknown }[];
      return new Set(rows.map((r) => r.v));
    },
  };
}

export type MasterRepository<Rec, Q, Insert> = {
  find(db: Db, scope: Scope, id: number): Promise<Rec | null>;
  list(db: Db, scope: Scope, q: Q): Promise<{ list: Rec[]; total: number; page: number; pageSize: number }>;
  insert(db: Db, values: Insert): Promise<number>;
  update(db: Db, id: number, version: number, values: Partial<Insert>): Promise<boolean>;
  table: MasterTable;
};

/** Who saved a record last (its latest create or update audit row) and when (the row's updatedAt). */
export async function lastSavedOf(
  db: Db,
  table: MasterTable,
  entity: AuditEntity,
  id: number,
): Promise<LastSaved | undefined> {
  const [row] = (await q$(db).select({ at: table.updatedAt }).from(table).where(eq(table.id, id))) as { at: Date }[];
  if (!row) return undefined;
  const [last] = await db
    .select({ userName: auditLogs.userName })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, entity),
        eq(auditLogs.entityId, String(id)),
        inArray(auditLogs.action, ['create', 'update']),
      ),
    )
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return { userName: last?.userName ?? null, savedAt: row.at.toISOString() };
}
