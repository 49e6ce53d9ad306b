import { and, asc, eq, sql } from 'drizzle-orm';
import { distributorSortFields, type Distributor, type DistributorListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';
import type { Scope } from '../../platform/scope.js';

const defaultOrder = [asc(distributors.code), asc(distributors.id)];

export const distributorRepo = masterRepository({
  table: distributors,
  // Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
  extra: { filmCount: sql<number>`(select count(*)::int from films f where f.distributor_id = "distributors"."id")` },
  toRecord: (r): Distributor => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }),
  keyword: [distributors.name, distributors.nameKana, distributors.code],
  sortFields: distributorSortFields,
  order: defaultOrder,
  filters: (q: DistributorListQuery) => [q.active === undefined ? undefined : eq(distributors.active, q.active)],
});

/** Active distributors for the film form's picker. */
export const distributorOptions = (db: Db, scope: Scope) =>
  db
    .select({ id: distributors.id, name: distributors.name, code: distributors.code })
    .from(distributors)
    .where(and(distributorRepo.scoped(scope), eq(distributors.active, true)))
    .orderBy(...defaultOrder);
