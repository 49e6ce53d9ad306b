import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Distributor, DistributorCreateBody, DistributorListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { keywordWhere, listAnswer, orderBy, pageOf } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: distributors.brandId });

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const filmCount = sql<number>`(select count(*)::int from films f where f.distributor_id = "distributors"."id")`;
const selectAll = { ...getTableColumns(distributors), filmCount };
type Row = typeof distributors.$inferSelect & { filmCount: number };
const toDistributor = (r: Row): Distributor => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const defaultOrder = [asc(distributors.code), asc(distributors.id)];

export async function listDistributors(db: Db, scope: Scope, q: DistributorListQuery) {
  const where = and(
    scoped(scope),
    keywordWhere(q.keyword, [distributors.name, distributors.nameKana, distributors.code]),
    q.active === undefined ? undefined : eq(distributors.active, q.active),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(distributors).where(where);
  const sortable = { code: distributors.code, nameKana: distributors.nameKana, updatedAt: distributors.updatedAt };
  const rows = await db
    .select(selectAll)
    .from(distributors)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return listAnswer(rows.map(toDistributor), total, q);
}

/** Active distributors for the film form's picker. */
export const distributorOptions = (db: Db, scope: Scope) =>
  db
    .select({ id: distributors.id, name: distributors.name, code: distributors.code })
    .from(distributors)
    .where(and(scoped(scope), eq(distributors.active, true)))
    .orderBy(...defaultOrder);

export async function findDistributor(db: Db, scope: Scope, id: number): Promise<Distributor | null> {
  const [row] = await db
    .select(selectAll)
    .from(distributors)
    .where(and(eq(distributors.id, id), scoped(scope)));
  return row ? toDistributor(row) : null;
}

export async function insertDistributor(db: Db, brandId: number, fields: DistributorCreateBody) {
  const [row] = await db
    .insert(distributors)
    .values({ ...fields, brandId })
    .returning({ id: distributors.id });
  return row!.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateDistributor(db: Db, id: number, version: number, fields: DistributorCreateBody) {
  const rows = await db
    .update(distributors)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(distributors.id, id), eq(distributors.version, version)))
    .returning({ id: distributors.id });
  return rows.length > 0;
}
