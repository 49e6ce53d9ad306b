import { eq } from 'drizzle-orm';
import { ja, roleLabels, type RoleCreateBody, type RoleUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, roles } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { brandForWrite } from '../../platform/scope.js';
import { cleanPermissions, findRole, insertRole, roleNameTaken, updateRole } from './roles.repository.js';

// A duplicate name answers 409 with the field named, whether the check or the database catches it.
const guardUnique = uniqueGuard({
  roles_brand_name_uq: ['name', ja.nameInUse],
});

/** No one hands out more than they hold: a non-admin grants only permission types it has itself. */
function assertWithinOwn(actor: Actor, body: RoleCreateBody | RoleUpdateBody) {
  if (actor.account.isAdmin) return;
  if (body.isAdmin) throw invalidField('isAdmin', ja.adminRoleOnlyByAdmin);
  for (const [module, types] of Object.entries(body.permissions)) {
    const own = actor.permissionMap[module as keyof typeof actor.permissionMap] ?? [];
    if ((types ?? []).some((t) => !own.includes(t))) throw invalidField('permissions', ja.permissionBeyondOwn);
  }
}

const valuesOf = (body: RoleCreateBody | RoleUpdateBody) => ({
  name: body.name,
  description: body.description,
  isAdmin: body.isAdmin,
  permissions: cleanPermissions(body.permissions),
});

export async function createRole(db: Db, actor: Actor, body: RoleCreateBody) {
  assertWithinOwn(actor, body);
  const brandId = brandForWrite(actor.scope, body.brandId);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw invalidField('brandId', ja.requiredSelect(roleLabels.brandId));
  if (await roleNameTaken(db, brandId, body.name)) throw conflict(ja.nameInUse, 'name');
  const values = valuesOf(body);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const id = await insertRole(tx, brandId, values);
      await audit(tx, actor, {
        action: 'create',
        entity: 'role',
        entityId: id,
        brandId,
        summary: values.name,
        detail: { isAdmin: values.isAdmin, permissions: values.permissions },
      });
      return found(await findRole(tx, actor.scope, id));
    }),
  );
}

export async function saveRole(db: Db, actor: Actor, body: RoleUpdateBody) {
  assertWithinOwn(actor, body);
  const current = found(await findRole(db, actor.scope, body.id));
  if (await roleNameTaken(db, current.brandId, body.name, current.id)) throw conflict(ja.nameInUse, 'name');
  const values = valuesOf(body);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      if (!(await updateRole(tx, current.id, body.version, values))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'role',
        entityId: current.id,
        brandId: current.brandId,
        summary: values.name,
        detail: { isAdmin: values.isAdmin, permissions: values.permissions },
      });
      return found(await findRole(tx, actor.scope, current.id));
    }),
  );
}

/** A role that accounts still hold is refused: they would lose every permission at once. */
export async function deleteRole(db: Db, actor: Actor, id: number) {
  const current = found(await findRole(db, actor.scope, id));
  if (current.accountCount > 0) throw conflict(ja.roleInUse);
  // An account given the role after the check: the foreign key refuses the delete (409).
  await removeAudited(db, actor, {
    table: roles,
    idColumn: roles.id,
    id,
    entry: { entity: 'role', brandId: current.brandId, summary: current.name },
    inUse: ja.roleInUse,
  });
}
