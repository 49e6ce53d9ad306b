import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeatCounts, SeatPlan } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { versions } from './versions.js';

/** A valid plan with no seats: what a screen stored before seat plans existed reads as. */
const noSeats: SeatPlan = { rows: 1, cols: 1, rowLabels: ['A'], numbering: 'ltr', cells: [null] };
const noCounts: SeatCounts = {
  general: 0,
  wheelchair: 0,
  vip: 0,
  special: 0,
  pair: 0,
  closed: 0,
  total: 0,
  sellable: 0,
};

// Screens (スクリーン) of a cinema with their seat plan (座席表).
export const houses = pgTable(
  'houses',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    code: text().notNull(),
    name: text().notNull(),
    /** Sellable seats (every seat but closed ones), kept in sync with the plan on every save. */
    seatCount: integer().notNull().default(0),
    sortOrder: integer(),
    seatPlan: jsonb().$type<SeatPlan>().notNull().default(noSeats),
    /** countSeats(seatPlan), stored so lists need not load the plans. */
    seatCounts: jsonb().$type<SeatCounts>().notNull().default(noCounts),
    standingCapacity: integer().notNull().default(0),
    ...editable,
  },
  (t) => [uniqueIndex('houses_cinema_code_uq').on(t.cinemaId, t.code), index('houses_brand_idx').on(t.brandId)],
);

/**
 * The formats (this cinema's `versions` rows of kind 'format': 2D, IMAX …) a screen can show. Foreign
 * keys keep it honest under races: a screen's rows go with it; a format a screen names cannot be deleted.
 */
export const houseFormats = pgTable(
  'house_formats',
  {
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: 'cascade' }),
    formatId: integer()
      .notNull()
      .references(() => versions.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.houseId, t.formatId] }), index('house_formats_format_idx').on(t.formatId)],
);

/**
 * A screen's format ids (house_formats) as one column of a select from `houses` (not aliased). Qualified
 * by hand: inside a correlated subquery drizzle would render the outer column unqualified.
 */
export const houseFormatIds = sql<
  number[]
>`coalesce((select array_agg(hf.format_id order by hf.format_id) from house_formats hf where hf.house_id = "houses"."id"), '{}')`;
