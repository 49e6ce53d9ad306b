import { eq } from 'drizzle-orm';
import { fail, ja, type BrandCreateBody, type BrandUpdateBody, type DomainUpdateBody, one } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, brands, roles } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { resolveImageRefs } from '../files/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { assertFirstAccountFree, guardFirstAccount, insertFirstAccount } from './first-account.js';
import { findBrand, insertBrand, updateBrand, updateBrandDomain } from './brands.repository.js';

export const brandHasAccounts = 'ユーザーが登録されているため、このブランドは削除できません。';

// Unique values answer 409 with the field named, whether the check or the database catches them.
const guardUnique = uniqueGuard({
  brands_code_uq: ['code', ja.codeInUse],
  brands_custom_domain_uq: ['customDomain', ja.domainInUse],
});

/** The logo and 社印 as stored: uploaded files of the brand (or of the platform), never links. */
async function withBrandImages<B extends Pick<BrandCreateBody, 'logoImage' | 'stampImage'>>(
  db: Db,
  brandId: number | null,
  body: B,
) {
  const fields = (['logoImage', 'stampImage'] as const).flatMap((field) =>
    body[field] ? [{ field, ref: body[field] }] : [],
  );
  const { images } = await resolveImageRefs(db, brandId, fields, 'refuse');
  const stored = new Map(fields.map((f, i) => [f.field, images[i] ?? fail('an image per field')]));
  return { ...body, logoImage: stored.get('logoImage') ?? null, stampImage: stored.get('stampImage') ?? null };
}

/**
 * A new brand comes with its 管理者 role and its first head-office administrator, in one
 * transaction: a brand never exists without someone to sign in as (and to 代理ログイン as).
 */
export async function createBrand(db: Db, actor: Actor, body: BrandCreateBody) {
  const { admin, ...fields } = body;
  const stored = await withBrandImages(db, null, fields);
  await assertFirstAccountFree(db, admin, 'admin');
  const passwordHash = await hashPassword(admin.password);
  return guardUnique(() =>
    guardFirstAccount('admin', () =>
      db.transaction(async (tx) => {
        const id = await insertBrand(tx, stored);
        const role = one(
          await tx
            .insert(roles)
            .values({
              brandId: id,
              name: '管理者',
              description: 'すべての権限を持つロール',
              isAdmin: true,
              permissions: {},
            })
            .returning({ id: roles.id }),
          'role',
        );
        await audit(tx, actor, { action: 'create', entity: 'brand', entityId: id, brandId: id, summary: body.name });
        await insertFirstAccount(tx, actor, admin, { type: 'brand', brandId: id, roleId: role.id, passwordHash });
        return found(await findBrand(tx, actor.scope, id));
      }),
    ),
  );
}

export async function saveBrand(db: Db, actor: Actor, body: BrandUpdateBody) {
  const current = found(await findBrand(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  // Only the platform operator switches modules, deactivates a brand or renames its code.
  const asked = await withBrandImages(db, id, fields);
  const allowed =
    actor.account.type === 'superAdmin'
      ? asked
      : { ...asked, code: current.code, moduleMap: current.moduleMap, active: current.active };
  return guardUnique(() =>
    db.transaction(async (tx) => {
      if (!(await updateBrand(tx, allowed, id, version))) throw staleVersion();
      await audit(tx, actor, { action: 'update', entity: 'brand', entityId: id, brandId: id, summary: allowed.name });
      return found(await findBrand(tx, actor.scope, id));
    }),
  );
}

export async function saveDomain(db: Db, actor: Actor, body: DomainUpdateBody) {
  found(await findBrand(db, actor.scope, body.id));
  return guardUnique(() =>
    db.transaction(async (tx) => {
      if (!(await updateBrandDomain(tx, body.id, body.version, body.customDomain))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'brandDomain',
        entityId: body.id,
        brandId: body.id,
        summary: body.customDomain ?? '(なし)',
      });
      return found(await findBrand(tx, actor.scope, body.id));
    }),
  );
}

/**
 * A brand with cinemas or users is refused: its history must stay attached. The head-office
 * administrators it was created with do not count: a brand set up by mistake goes with them.
 */
export async function deleteBrand(db: Db, actor: Actor, id: number) {
  const current = found(await findBrand(db, actor.scope, id));
  if (current.cinemaCount > 0) throw conflict(ja.brandHasCinemas);
  if (current.accountCount > current.adminCount) throw conflict(brandHasAccounts);
  await removeAudited(db, actor, {
    table: brands,
    idColumn: brands.id,
    id,
    // The brand's own head-office administrators go with it; any other account refuses above.
    before: async (tx) => {
      await tx.delete(accounts).where(eq(accounts.brandId, id));
      await tx.delete(roles).where(eq(roles.brandId, id));
    },
    entry: { entity: 'brand', brandId: id, summary: current.name },
    // A cinema or account added after the checks: the foreign keys refuse, and the answer says which.
    inUse: async () => ((await findBrand(db, actor.scope, id))?.cinemaCount ? ja.brandHasCinemas : brandHasAccounts),
  });
}
