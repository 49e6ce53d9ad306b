import { distributorInUse, ja, type DistributorCreateBody } from '@cinema/contracts';
import type { Actor } from '../../platform/actor.js';
import { masterService } from '../../platform/crud.js';
import { conflict, noPermission } from '../../platform/errors.js';
import { distributorRepo } from './distributors.repository.js';

export const distributorsByBrandOnly = '配給会社を登録・変更できるのは本部のアカウントだけです。';

/**
 * The distributor master carries head office's contract data (登録番号 for payables): cinema staff
 * read it and pick from it, head office writes it. A code is unique within its brand.
 */
export const distributorService = masterService({
  entity: 'distributor',
  repo: distributorRepo,
  summary: (d: { name: string }) => d.name,
  unique: { distributors_brand_code_uq: ['code', ja.codeInUse] },
  allow: (actor: Actor) => {
    if (actor.account.type !== 'brand') throw noPermission(distributorsByBrandOnly);
  },
  values: (body: DistributorCreateBody) => body,
  // Refused while films name it (their film-fee history must stay attached); a film created after the
  // check makes the foreign key refuse the delete (409).
  beforeRemove: (_tx, current) =>
    current.filmCount > 0 ? Promise.reject(conflict(distributorInUse)) : Promise.resolve(),
  inUse: distributorInUse,
});
