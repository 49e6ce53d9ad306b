import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { salesGroupCostKind, salesGroupSubMethod, salesGroupTarget } from '@cinema/contracts';
import { accountingSubjects } from './accounting.js';
import { brands } from './brands.js';
import { editable } from './columns.js';

export const salesGroupSubMethodEnum = pgEnum('sales_group_sub_method', salesGroupSubMethod.values);
export const salesGroupCostKindEnum = pgEnum('sales_group_cost_kind', salesGroupCostKind.values);
export const salesGroupTargetEnum = pgEnum('sales_group_target', salesGroupTarget.values);

// 販売グループ of a brand (docs/accounting.md): its 勘定科目 and two 補助科目, each typed (free) or the id of a
// 取引先 / 取引先グループ / 劇場 of the brand. Shop items and payment methods name it (sales_group_id).
export const salesGroups = pgTable(
  'sales_groups',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    subjectId: integer()
      .notNull()
      .references(() => accountingSubjects.id),
    sub1Method: salesGroupSubMethodEnum().notNull().default('free'),
    sub1Value: text(),
    sub2Method: salesGroupSubMethodEnum().notNull().default('free'),
    sub2Value: text(),
    costKind: salesGroupCostKindEnum().notNull().default('none'),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex('sales_groups_brand_code_uq').on(t.brandId, t.code),
    index('sales_groups_brand_idx').on(t.brandId),
    index('sales_groups_subject_idx').on(t.subjectId),
  ],
);

// Per brand, the 販売グループ of each 券種 and of 会費 (the targets without a record of their own).
export const salesGroupAssignments = pgTable(
  'sales_group_assignments',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    target: salesGroupTargetEnum().notNull(),
    salesGroupId: integer()
      .notNull()
      .references(() => salesGroups.id),
  },
  (t) => [
    uniqueIndex('sales_group_assignments_brand_target_uq').on(t.brandId, t.target),
    index('sales_group_assignments_group_idx').on(t.salesGroupId),
  ],
);
