import { distributorInUse, ja, type DistributorCreateBody, type DistributorUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, noPermission, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Actor } from '../../platform/actor.js';
import { brandForWrite } from '../../platform/scope.js';
import { findDistributor, insertDistributor, updateDistributor } from './distributors.repository.js';

export const distributorsByBrandOnly = '配給会社を登録・変更できるのは本部のアカウントだけです。';

// A distributor code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({ distributors_brand_code_uq: ['code', ja.codeInUse] });

/**
 * The distributor master carries head office's contract data (登録番号 for payables): cinema staff
 * read it and pick from it, head office writes it.
 */
function headOfficeOnly(actor: Actor) {
  if (actor.account.type !== 'brand') throw noPermission(distributorsByBrandOnly);
}

export async function createDistributor(db: Db, actor: Actor, body: DistributorCreateBody) {
  headOfficeOnly(actor);
  const brandId = brandForWrite(actor.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertDistributor(tx, brandId, body);
      await audit(tx, actor, { action: 'create', entity: 'distributor', entityId: id, brandId, summary: body.name });
      return found(await findDistributor(tx, actor.scope, id));
    }),
  );
}

export async function saveDistributor(db: Db, actor: Actor, body: DistributorUpdateBody) {
  headOfficeOnly(actor);
  const current = found(await findDistributor(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateDistributor(tx, id, version, fields))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'distributor',
        entityId: id,
        brandId: current.brandId,
        summary: fields.name,
      });
      return found(await findDistributor(tx, actor.scope, id));
    }),
  );
}

/** Refused while films name the distributor: their film-fee history must stay attached. */
export async function deleteDistributor(db: Db, actor: Actor, id: number) {
  headOfficeOnly(actor);
  const current = found(await findDistributor(db, actor.scope, id));
  if (current.filmCount > 0) throw conflict(distributorInUse);
  // A film created with this distributor after the check: the foreign key refuses the delete (409).
  await removeAudited(db, actor, {
    table: distributors,
    idColumn: distributors.id,
    id,
    entry: { entity: 'distributor', brandId: current.brandId, summary: current.name },
    inUse: distributorInUse,
  });
}
