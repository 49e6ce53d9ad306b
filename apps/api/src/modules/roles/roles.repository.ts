import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  brandModules,
  one,
  permissionTypesOf,
  type PermissionMap,
  type Role,
  type RoleListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, roles } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const accountCount = sql<number>`(select count(*)::int from accounts a where a.role_id = "roles"."id")`;

const selectRole = {
  id: roles.id,
  brandId: roles.brandId,
  brandName: brands.name,
  name: roles.name,
  description: roles.description,
  isAdmin: roles.isAdmin,
  permissions: roles.permissions,
  version: roles.version,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  accountCount,
};

type Row = typeof roles.$inferSelect & { brandName: string; accountCount: number };

const toRole = (r: Row): Role => ({
  id: r.id,
  brandId: r.brandId,
  brandName: r.brandName,
  name: r.name,
  description: r.description,
  isAdmin: r.isAdmin,
  permissions: r.permissions,
  accountCount: r.accountCount,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope, ...extra: Parameters<typeof tenantWhere>[2][]) =>
  tenantWhere(scope, { brandId: roles.brandId }, ...extra);

/** Keeps brand modules and the permission types each offers only, in catalogue order, dropping empty entries. */
export function cleanPermissions(map: PermissionMap): PermissionMap {
  const out: PermissionMap = {};
  for (const m of brandModules) {
    const types = permissionTypesOf(m).filter((t) => map[m]?.includes(t));
    if (types.length) out[m] = types;
  }
  return out;
}

export async function listRoles(db: Db, scope: Scope, q: RoleListQuery) {
  const where = scoped(
    scope,
    keywordWhere(q.keyword, [roles.name, roles.description]),
    q.brandId ? eq(roles.brandId, q.brandId) : undefined,
  );
  const rows = await db
    .select({ ...selectRole, total: totalCount })
    .from(roles)
    .innerJoin(brands, eq(brands.id, roles.brandId))
    .where(where)
    .orderBy(...orderBy(q, { name: roles.name, createdAt: roles.createdAt }, [asc(roles.brandId), asc(roles.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRole, () => countWhere(db, roles, where));
}

export async function findRole(db: Db, scope: Scope, id: number): Promise<Role | null> {
  const [row] = await db
    .select(selectRole)
    .from(roles)
    .innerJoin(brands, eq(brands.id, roles.brandId))
    .where(scoped(scope, eq(roles.id, id)));
  return row ? toRole(row) : null;
}

export const roleOptions = (db: Db, scope: Scope, brandId?: number) =>
  db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(scoped(scope, brandId ? eq(roles.brandId, brandId) : undefined))
    .orderBy(asc(roles.brandId), asc(roles.id));

/** Whether a role of that name already exists in the brand (other than `exceptId`). */
export async function roleNameTaken(db: Db, brandId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.brandId, brandId), eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined));
  return rows.length > 0;
}

type RoleValues = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'isAdmin' | 'permissions'>;

export async function insertRole(db: Db, brandId: number, values: RoleValues) {
  const row = one(
    await db
      .insert(roles)
      .values({ ...values, brandId })
      .returning({ id: roles.id }),
    'role',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateRole(db: Db, id: number, version: number, values: RoleValues) {
  const rows = await db
    .update(roles)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(roles.id, id), eq(roles.version, version)))
    .returning({ id: roles.id });
  return rows.length > 0;
}
