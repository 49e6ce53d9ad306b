import { asc, sql } from 'drizzle-orm';
import { memberFilterSortFields, type MemberFilter } from '@cinema/contracts';
import { memberFilters } from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';

// 会員フィルター's reads (docs/membership.md, "会員フィルター"): the brand's filters with their system's name.
export const memberFilterRepo = masterRepository({
  table: memberFilters,
  extra: {
    memberSystemName: sql<
      string | null
    >`(select s.name from member_systems s where s.id = "member_filters"."member_system_id")`,
  },
  toRecord: (r): MemberFilter => ({
    id: r.id,
    brandId: r.brandId,
    name: r.name,
    memo: r.memo,
    memberSystemId: r.memberSystemId,
    memberSystemName: r.memberSystemName,
    conditions: r.conditions,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  keyword: [memberFilters.name],
  kana: [memberFilters.name],
  sortFields: memberFilterSortFields,
  order: [asc(memberFilters.name), asc(memberFilters.id)],
});
