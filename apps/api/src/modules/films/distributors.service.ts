import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { distributorInUse, ja, type DistributorCreateBody, type DistributorUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { conflict, noPermission, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite } from '../../platform/scope.js';
import { findDistributor, insertDistributor, updateDistributor } from './distributors.repository.js';

export const distributorsByBrandOnly = '配給会社を登録・変更できるのは本部のアカウントだけです。';

// A distributor code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({ distributors_brand_code_uq: ['code', ja.codeInUse] });

/**
 * The distributor master carries head office's contract data (登録番号 for payables): cinema staff
 * read it and pick from it, head office writes it.
 */
function headOfficeOnly(p: Principal) {
  if (p.account.type !== 'brand') throw noPermission(distributorsByBrandOnly);
}

export async function createDistributor(db: Db, req: FastifyRequest, p: Principal, body: DistributorCreateBody) {
  headOfficeOnly(p);
  const brandId = brandForWrite(p.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertDistributor(tx, brandId, body);
      await audit(tx, req, { action: 'create', entity: 'distributor', entityId: id, brandId, summary: body.name });
      return id;
    }),
  );
}

export async function saveDistributor(db: Db, req: FastifyRequest, p: Principal, body: DistributorUpdateBody) {
  headOfficeOnly(p);
  const current = await findDistributor(db, p.scope, body.id);
  if (!current) throw notFound();
  const { id, version, ...fields } = body;
  await guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateDistributor(tx, id, version, fields))) throw staleVersion();
      await audit(tx, req, { action: 'update', entity: 'distributor', entityId: id, brandId: current.brandId, summary: fields.name });
    }),
  );
}

/** Refused while films name the distributor: their film-fee history must stay attached. */
export async function deleteDistributor(db: Db, req: FastifyRequest, p: Principal, id: number) {
  headOfficeOnly(p);
  const current = await findDistributor(db, p.scope, id);
  if (!current) throw notFound();
  if (current.filmCount > 0) throw conflict(distributorInUse);
  await db.transaction(async (tx) => {
    await tx.delete(distributors).where(eq(distributors.id, id));
    await audit(tx, req, { action: 'delete', entity: 'distributor', entityId: id, brandId: current.brandId, summary: current.name });
  });
}
