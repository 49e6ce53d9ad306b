import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MemberFilterConditions } from '@cinema/contracts';
import { brands } from './brands.js';
import { editable } from './columns.js';
import { memberSystems } from './membership.js';

// 会員フィルター (docs/membership.md, "会員フィルター"): named conditions, read whole as JSON by the engine. The
// system is also a column, so a system that a filter names cannot be deleted under it.
export const memberFilters = pgTable(
  'member_filters',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    memo: text(),
    memberSystemId: integer().references(() => memberSystems.id),
    conditions: jsonb().$type<MemberFilterConditions>().notNull(),
    ...editable,
  },
  (t) => [uniqueIndex('member_filters_brand_name_uq').on(t.brandId, t.name)],
);
