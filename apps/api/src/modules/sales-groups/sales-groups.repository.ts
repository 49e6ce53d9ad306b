import { and, asc, eq, sql } from 'drizzle-orm';
import { salesGroupSortFields, type SalesGroup, type SalesGroupListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  cinemas,
  clientGroups,
  clients,
  paymentMethods,
  salesGroupAssignments,
  salesGroups,
  shopItems,
} from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

export const salesGroupRepo = masterRepository({
  table: salesGroups,
  // Written out: inside a sub-select drizzle leaves column names unqualified.
  extra: {
    subjectName: sql<string>`(select s."code" || ' ' || s."name" from "accounting_subjects" s where s."id" = "sales_groups"."subject_id")`,
  },
  toRecord: (r): SalesGroup => ({
    ...r,
    subjectName: r.subjectName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  keyword: [salesGroups.code, salesGroups.name],
  sortFields: salesGroupSortFields,
  order: [asc(salesGroups.sortOrder), asc(salesGroups.code), asc(salesGroups.id)],
  filters: (q: SalesGroupListQuery) => [q.active === undefined ? undefined : eq(salesGroups.active, q.active)],
});

/** Whether another group of the brand already has the code (the record itself excluded on update). */
export async function salesGroupCodeTaken(db: Db, brandId: number, code: string, exceptId?: number) {
  const rows = await db
    .select({ id: salesGroups.id })
    .from(salesGroups)
    .where(and(eq(salesGroups.brandId, brandId), eq(salesGroups.code, code)));
  return rows.some((r) => r.id !== exceptId);
}

/** Where a group is assigned, as counts: shop items, payment methods, 券種・会費. */
export async function salesGroupUses(db: Db, id: number) {
  const count = sql<number>`count(*)::int`;
  const [items] = await db.select({ n: count }).from(shopItems).where(eq(shopItems.salesGroupId, id));
  const [methods] = await db.select({ n: count }).from(paymentMethods).where(eq(paymentMethods.salesGroupId, id));
  const [targets] = await db
    .select({ n: count })
    .from(salesGroupAssignments)
    .where(eq(salesGroupAssignments.salesGroupId, id));
  return { shopItems: items?.n ?? 0, paymentMethods: methods?.n ?? 0, targets: targets?.n ?? 0 };
}

export const readAssignments = (db: Db, brandId: number) =>
  db
    .select({ target: salesGroupAssignments.target, salesGroupId: salesGroupAssignments.salesGroupId })
    .from(salesGroupAssignments)
    .where(eq(salesGroupAssignments.brandId, brandId))
    .orderBy(asc(salesGroupAssignments.target));

export async function replaceAssignments(
  db: Db,
  brandId: number,
  rows: { target: (typeof salesGroupAssignments.$inferInsert)['target']; salesGroupId: number }[],
) {
  await db.delete(salesGroupAssignments).where(eq(salesGroupAssignments.brandId, brandId));
  if (rows.length) await db.insert(salesGroupAssignments).values(rows.map((r) => ({ ...r, brandId })));
}

const named = <T extends { id: number; code: string; name: string }>(rows: T[]) =>
  rows.map((r) => ({ id: r.id, name: `${r.code} ${r.name}` }));

/** The brand's records a 補助科目 may name, and its groups, as options (コード 名称). */
export async function choiceOptions(db: Db, brandId: number) {
  const groups = await db
    .select({ id: salesGroups.id, code: salesGroups.code, name: salesGroups.name })
    .from(salesGroups)
    .where(eq(salesGroups.brandId, brandId))
    .orderBy(asc(salesGroups.sortOrder), asc(salesGroups.code));
  const clientRows = await db
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.code));
  const groupRows = await db
    .select({ id: clientGroups.id, code: clientGroups.code, name: clientGroups.name })
    .from(clientGroups)
    .where(eq(clientGroups.brandId, brandId))
    .orderBy(asc(clientGroups.code));
  const cinemaRows = await db
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name })
    .from(cinemas)
    .where(eq(cinemas.brandId, brandId))
    .orderBy(asc(cinemas.code));
  return {
    groups: named(groups),
    clients: named(clientRows),
    clientGroups: named(groupRows),
    cinemas: named(cinemaRows),
  };
}

/** The caller's brand's active groups as options (a superAdmin not acting as a brand sees every brand's). */
export async function activeGroupOptions(db: Db, scope: Scope) {
  const rows = await db
    .select({ id: salesGroups.id, code: salesGroups.code, name: salesGroups.name })
    .from(salesGroups)
    .where(tenantWhere(scope, { brandId: salesGroups.brandId }, eq(salesGroups.active, true)))
    .orderBy(asc(salesGroups.sortOrder), asc(salesGroups.code));
  return named(rows);
}
