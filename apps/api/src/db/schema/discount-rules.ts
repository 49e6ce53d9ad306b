import { boolean, date, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { discountType } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

export const discountTypeEnum = pgEnum('discount_type', discountType.values);

// 割引ルール (/discountRules): a cinema's discounts for tickets bought together.
export const discountRules = pgTable(
  'discount_rules',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    name: text().notNull(),
    /** Applicable from this many tickets bought together, 2-10 (SPEC.md section 5). */
    quantity: integer().notNull(),
    discountType: discountTypeEnum().notNull(),
    /** Yen off each ticket; null when free. */
    amountOff: integer(),
    sameDayOnly: boolean().notNull().default(false),
    boxOfficeReflection: boolean().notNull().default(true),
    couponCombinable: boolean().notNull().default(false),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    weekdays: integer().array().notNull(),
    active: boolean().notNull().default(true),
    note: text(),
    ...editable,
  },
  (t) => [
    uniqueIndex('discount_rules_cinema_name_uq').on(t.cinemaId, t.name),
    index('discount_rules_brand_idx').on(t.brandId),
  ],
);
