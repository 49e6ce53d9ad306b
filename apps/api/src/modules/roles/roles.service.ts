import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ja, type RoleCreateBody, type RoleUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { conflict, invalidField, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite } from '../../platform/scope.js';
import { cleanPermissions, deleteRoleRow, findRole, insertRole, roleNameTaken, updateRole } from './roles.repository.js';

// A duplicate name answers 409 with the field named, whether the check or the database catches it.
const guardUnique = uniqueGuard({
  roles_brand_name_uq: ['name', ja.nameInUse],
});

// PostgreSQL foreign_key_violation: an account took the role between our check and the delete.
const isForeignKeyViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23503';
};

/** No one hands out more than they hold: a non-admin grants only permission types it has itself. */
function assertWithinOwn(p: Principal, body: RoleCreateBody | RoleUpdateBody) {
  if (p.account.isAdmin) return;
  if (body.isAdmin) throw invalidField('isAdmin', ja.adminRoleOnlyByAdmin);
  for (const [module, types] of Object.entries(body.permissions)) {
    const own = p.permissionMap[module as keyof typeof p.permissionMap] ?? [];
    if ((types ?? []).some((t) => !own.includes(t))) throw invalidField('permissions', ja.permissionBeyondOwn);
  }
}

const valuesOf = (body: RoleCreateBody | RoleUpdateBody) => ({
  name: body.name,
  description: body.description,
  isAdmin: body.isAdmin,
  permissions: cleanPermissions(body.permissions),
});

export async function createRole(db: Db, req: FastifyRequest, p: Principal, body: RoleCreateBody) {
  assertWithinOwn(p, body);
  const brandId = brandForWrite(p.scope, body.brandId);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw invalidField('brandId', ja.requiredSelect('ブランド'));
  if (await roleNameTaken(db, brandId, body.name)) throw conflict(ja.nameInUse, 'name');
  const values = valuesOf(body);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const id = await insertRole(tx, brandId, values);
      await audit(tx, req, {
        action: 'create',
        entity: 'role',
        entityId: id,
        brandId,
        summary: values.name,
        detail: { isAdmin: values.isAdmin, permissions: values.permissions },
      });
      return id;
    }),
  );
}

export async function saveRole(db: Db, req: FastifyRequest, p: Principal, body: RoleUpdateBody) {
  assertWithinOwn(p, body);
  const current = await findRole(db, p.scope, body.id);
  if (!current) throw notFound();
  if (await roleNameTaken(db, current.brandId, body.name, current.id)) throw conflict(ja.nameInUse, 'name');
  const values = valuesOf(body);
  await guardUnique(() =>
    db.transaction(async (tx) => {
      if (!(await updateRole(tx, current.id, body.version, values))) throw staleVersion();
      await audit(tx, req, {
        action: 'update',
        entity: 'role',
        entityId: current.id,
        brandId: current.brandId,
        summary: values.name,
        detail: { isAdmin: values.isAdmin, permissions: values.permissions },
      });
    }),
  );
}

/** A role that accounts still hold is refused: they would lose every permission at once. */
export async function deleteRole(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findRole(db, p.scope, id);
  if (!current) throw notFound();
  if (current.accountCount > 0) throw conflict(ja.roleInUse);
  try {
    await db.transaction(async (tx) => {
      await deleteRoleRow(tx, id);
      await audit(tx, req, { action: 'delete', entity: 'role', entityId: id, brandId: current.brandId, summary: current.name });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(ja.roleInUse);
    throw err;
  }
}
