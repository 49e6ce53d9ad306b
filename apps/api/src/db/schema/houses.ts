import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeatCounts, SeatPlan } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

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
    /** ids of this cinema's `versions` rows of kind 'format' (2D, IMAX …) the screen can show. */
    formatIds: integer().array().notNull().default([]),
    ...editable,
  },
  (t) => [uniqueIndex('houses_cinema_code_uq').on(t.cinemaId, t.code), index('houses_brand_idx').on(t.brandId)],
);
