import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PermissionMap } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';

export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    description: text(),
    isAdmin: boolean().notNull().default(false),
    permissions: jsonb().$type<PermissionMap>().notNull(),
    ...editable,
  },
  (t) => [uniqueIndex('roles_brand_name_uq').on(t.brandId, t.name), index('roles_brand_idx').on(t.brandId)],
);
