import { asc, eq, sql } from 'drizzle-orm';
import { clientGroupSortFields, type ClientGroup, type ClientGroupCreateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clientGroups, clients } from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';
import type { Scope } from '../../platform/scope.js';

export const clientGroupRepo = masterRepository({
  table: clientGroups,
  // Written out: inside a sub-select drizzle leaves column names unqualified, and "id" would be the client's.
  extra: {
    clientCount: sql<number>`(select count(*)::int from "clients" where "clients"."client_group_id" = "client_groups"."id")`,
  },
  toRecord: (r): ClientGroup => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }),
  keyword: [clientGroups.code, clientGroups.name],
  sortFields: clientGroupSortFields,
  order: [asc(clientGroups.sortOrder), asc(clientGroups.code), asc(clientGroups.id)],
});

export const findClientGroup = (db: Db, scope: Scope, id: number) => clientGroupRepo.find(db, scope, id);

/** Many at once (the import), a few hundred per statement. */
export const insertClientGroups = (db: Db, brandId: number, rows: ClientGroupCreateBody[]) =>
  clientGroupRepo.insertMany(
    db,
    rows.map((r) => ({ ...r, brandId })),
  );

/** How many clients belong to a group (a group with clients cannot be deleted). */
export async function clientsInGroup(db: Db, id: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.clientGroupId, id));
  return row?.n ?? 0;
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
