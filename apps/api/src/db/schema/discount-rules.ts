import { boolean, date, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { discountType } from '@cinema/contracts';
import { ticketKindEnum } from './price-templates.js';
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
    /** Applicable from this many tickets bought together, 2-10 (docs/api-conventions.md, "validation"). */
    quantity: integer().notNull(),
    discountType: discountTypeEnum().notNull(),
    /** Up to this many tickets bought together (2-10); null: no upper limit. */
    maxQuantity: integer(),
    /** Yen off each ticket (金額割引); null otherwise. */
    amountOff: integer(),
    /** Per cent off each ticket (割合割引), 1-100; null otherwise. */
    percentOff: integer(),
    /** The price of the whole group (グループ料金, 夫婦50割 「2名で2,400円」); null otherwise. */
    groupPrice: integer(),
    /** The 券種 kinds the rule applies to; empty: every kind. */
    ticketKinds: ticketKindEnum().array().notNull().default([]),
    /** A rule for Sundays applies on public holidays too (and a holiday is not a weekday for it). */
    holidaysAsSunday: boolean().notNull().default(false),
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
