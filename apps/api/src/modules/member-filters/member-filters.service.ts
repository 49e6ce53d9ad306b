import { memberFilterMessages, memberFilterLabels, type MemberFilterCreateBody } from '@cinema/contracts';
import { memberSystems } from '../../db/schema/index.js';
import { masterService } from '../../platform/crud.js';
import { requireOwned } from '../../platform/references.js';
import { memberFilterRepo } from './member-filters.repository.js';

// 会員フィルター's writes: audited in their transaction (the kit), the name unique in the brand, the 会員制度 the
// brand's own (another brand's is 400 naming the field).
export const memberFilterService = masterService({
  entity: 'memberFilter',
  repo: memberFilterRepo,
  summary: (f: { name: string }) => f.name,
  unique: { member_filters_brand_name_uq: ['name', memberFilterMessages.nameInUse] },
  values: async (body: MemberFilterCreateBody, { tx, brandId }) => {
    await requireOwned(tx, brandId, [
      {
        field: 'conditions.memberSystemId',
        label: memberFilterLabels.memberSystemId,
        table: memberSystems,
        ids: [body.conditions.memberSystemId],
      },
    ]);
    return { ...body, memberSystemId: body.conditions.memberSystemId };
  },
});
