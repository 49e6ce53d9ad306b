import { eq } from 'drizzle-orm';
import { ja, type BrandCreateBody, type BrandUpdateBody, type DomainUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, roles } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { resolveImageRefs } from '../files/index.js';
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
  const stored = new Map(fields.map((f, i) => [f.field, images[i]!]));
  return { ...body, logoImage: stored.get('logoImage') ?? null, stampImage: stored.get('stampImage') ?? null };
}

/** A new brand comes with its 管理者 role, so its first head-office account can be created at once. */
export async function createBrand(db: Db, actor: Actor, body: BrandCreateBody) {
  const stored = await withBrandImages(db, null, body);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const id = await insertBrand(tx, stored);
      await tx.insert(roles).values({
        brandId: id,
        name: '管理者',
        description: 'すべての権限を持つロール',
        isAdmin: true,
        permissions: {},
      });
      await audit(tx, actor, { action: 'create', entity: 'brand', entityId: id, brandId: id, summary: body.name });
      return found(await findBrand(tx, actor.scope, id));
    }),
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

/** A brand with cinemas or users is refused: its history must stay attached. */
export async function deleteBrand(db: Db, actor: Actor, id: number) {
  const current = found(await findBrand(db, actor.scope, id));
  if (current.cinemaCount > 0) throw conflict(ja.brandHasCinemas);
  if (current.accountCount > 0) throw conflict(brandHasAccounts);
  await removeAudited(db, actor, {
    table: brands,
    idColumn: brands.id,
    id,
    before: async (tx) => {
      await tx.delete(roles).where(eq(roles.brandId, id));
    },
    entry: { entity: 'brand', brandId: id, summary: current.name },
    // A cinema or account added after the checks: the foreign keys refuse, and the answer says which.
    inUse: async () => ((await findBrand(db, actor.scope, id))?.cinemaCount ? ja.brandHasCinemas : brandHasAccounts),
  });
}
