import { and, asc, desc, eq, getTableColumns, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { one, salesStopStateAt, type SalesStop, type SalesStopListQuery, type SalesStopState } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, salesStops } from '../../db/schema/index.js';
import { countWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

const selectAll = { ...getTableColumns(salesStops), brandName: brands.name, cinemaName: cinemas.name };
type Row = typeof salesStops.$inferSelect & { brandName: string | null; cinemaName: string | null };

const toSalesStop = (r: Row, now: Date): SalesStop => ({
  id: r.id,
  scope: r.scope,
  brandId: r.brandId,
  brandName: r.brandName,
  cinemaId: r.cinemaId,
  cinemaName: r.cinemaName,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt ? r.endsAt.toISOString() : null,
  message: r.message,
  state: salesStopStateAt(r, now),
  createdByName: r.createdByName,
  history: r.history,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * What a caller may read: superAdmin every stop; cinema staff their cinemas' stops and the
 * platform-wide ones (read only), so they know why their online sales are off.
 */
export const visibleStops = (scope: Scope) =>
  scope.kind === 'all'
    ? undefined
    : or(
        eq(salesStops.scope, 'platform'),
        tenantWhere(scope, { brandId: salesStops.brandId, cinemaId: salesStops.cinemaId }),
      );

/** The state as SQL, with the server's clock passed in so the answer and the filter agree. */
export function stateWhere(state: SalesStopState, now: Date): SQL | undefined {
  if (state === 'scheduled') return gt(salesStops.startsAt, now);
  if (state === 'ended') return lte(salesStops.endsAt, now);
  return and(lte(salesStops.startsAt, now), or(isNull(salesStops.endsAt), gt(salesStops.endsAt, now)));
}

// 停止中 first, then 予定, then 終了; the latest start first within each.
const stateRank = (now: Date) =>
  sql`case when ${salesStops.startsAt} > ${now.toISOString()}::timestamptz then 1
           when ${salesStops.endsAt} <= ${now.toISOString()}::timestamptz then 2 else 0 end`;

const base = (db: Db) =>
  db
    .select(selectAll)
    .from(salesStops)
    .leftJoin(brands, eq(brands.id, salesStops.brandId))
    .leftJoin(cinemas, eq(cinemas.id, salesStops.cinemaId));

const page = (db: Db) =>
  db
    .select({ ...selectAll, total: totalCount })
    .from(salesStops)
    .leftJoin(brands, eq(brands.id, salesStops.brandId))
    .leftJoin(cinemas, eq(cinemas.id, salesStops.cinemaId));

export async function listSalesStops(db: Db, scope: Scope, q: SalesStopListQuery, now = new Date()) {
  const where = and(
    visibleStops(scope),
    q.state ? stateWhere(q.state, now) : undefined,
    q.scope ? eq(salesStops.scope, q.scope) : undefined,
    q.cinemaId ? eq(salesStops.cinemaId, q.cinemaId) : undefined,
  );
  const sortable = {
    startsAt: salesStops.startsAt,
    endsAt: salesStops.endsAt,
    scope: salesStops.scope,
    createdAt: salesStops.createdAt,
  };
  const fallback = [asc(stateRank(now)), desc(salesStops.startsAt), desc(salesStops.id)];
  const rows = await page(db)
    .where(where)
    .orderBy(...orderBy(q, sortable, fallback))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r) => toSalesStop(r, now),
    () => countWhere(db, salesStops, where),
  );
}

export async function findSalesStop(db: Db, scope: Scope, id: number, now = new Date()): Promise<SalesStop | null> {
  const [row] = await base(db).where(and(eq(salesStops.id, id), visibleStops(scope)));
  return row ? toSalesStop(row, now) : null;
}

export async function insertSalesStop(db: Db, values: typeof salesStops.$inferInsert) {
  const row = one(await db.insert(salesStops).values(values).returning({ id: salesStops.id }), 'sales stop');
  return row.id;
}

/** Writes when the version still matches; answers false when someone else saved first. */
export async function updateSalesStop(
  db: Db,
  id: number,
  version: number,
  fields: Pick<typeof salesStops.$inferInsert, 'startsAt' | 'endsAt' | 'message' | 'history'>,
) {
  const rows = await db
    .update(salesStops)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(salesStops.id, id), eq(salesStops.version, version)))
    .returning({ id: salesStops.id });
  return rows.length > 0;
}

/** A stopped cinema's name for the header's banner. */
export async function cinemaName(db: Db, cinemaId: number): Promise<string | null> {
  const [row] = await db.select({ name: cinemas.name }).from(cinemas).where(eq(cinemas.id, cinemaId));
  return row?.name ?? null;
}
