import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ClientGroup, ClientGroupCreateBody, ClientGroupListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clientGroups } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

type Row = typeof clientGroups.$inferSelect & { clientCount: number };

const toRecord = (r: Row): ClientGroup => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: clientGroups.brandId });
// Written out: inside a sub-select drizzle leaves column names unqualified, and "id" would be the client's.
const clientCount = sql<number>`(select count(*)::int from "clients" where "clients"."client_group_id" = "client_groups"."id")`;
const columns = { ...getTableColumns(clientGroups), clientCount };

export async function listClientGroups(db: Db, scope: Scope, q: ClientGroupListQuery) {
  const where = and(scoped(scope), keywordWhere(q.keyword, [clientGroups.code, clientGroups.name]));
  const sortable = { code: clientGroups.code, name: clientGroups.name, sortOrder: clientGroups.sortOrder };
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(clientGroups)
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(clientGroups.sortOrder), asc(clientGroups.code), asc(clientGroups.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, clientGroups, where));
}

export async function findClientGroup(db: Db, scope: Scope, id: number): Promise<ClientGroup | null> {
  const [row] = await db
    .select(columns)
    .from(clientGroups)
    .where(and(eq(clientGroups.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

export async function insertClientGroup(db: Db, brandId: number, fields: ClientGroupCreateBody) {
  const [row] = await db
    .insert(clientGroups)
    .values({ ...fields, brandId })
    .returning({ id: clientGroups.id });
  return row!.id;
}

/** Many at once (the import), a few hundred per statement. */
export async function insertClientGroups(db: Db, brandId: number, rows: ClientGroupCreateBody[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(clientGroups).values(rows.slice(i, i + 500).map((r) => ({ ...r, brandId })));
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateClientGroup(db: Db, fields: ClientGroupCreateBody, id: number, version: number) {
  const rows = await db
    .update(clientGroups)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(clientGroups.id, id), eq(clientGroups.version, version)))
    .returning({ id: clientGroups.id });
  return rows.length > 0;
}

/** The brand's groups as code → id and name → id, for files that name a group. */
export async function clientGroupKeys(db: Db, brandId: number) {
  const rows = await db
    .select({ id: clientGroups.id, code: clientGroups.code, name: clientGroups.name })
    .from(clientGroups)
    .where(eq(clientGroups.brandId, brandId));
  return {
    byCode: new Map(rows.map((r) => [r.code, r.id])),
    byName: new Map(rows.map((r) => [r.name, r.id])),
  };
}
