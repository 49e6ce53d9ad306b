import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stockMovementKind } from '@cinema/contracts';
import { accounts } from './accounts.js';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { ingredients } from './ingredients.js';
import { shopItems } from './shop-items.js';

export const stockMovementKindEnum = pgEnum('stock_movement_kind', stockMovementKind.values);

// Where a cinema keeps stock (売店, 倉庫); one is where sales deduct from. A cinema gets its 売店 when it
// is created, and its locations go with it (one with movements keeps the cinema: the movements refer to it).
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Sales deduct from this location; one per cinema. */
    forSales: boolean().notNull().default(false),
    ...editable,
  },
  (t) => [
    uniqueIndex('stock_locations_cinema_name_uq').on(t.cinemaId, t.name),
    uniqueIndex('stock_locations_cinema_sales_uq')
      .on(t.cinemaId)
      .where(sql`${t.forSales}`),
  ],
);

// Every stock change, signed (+ in, − out), never updated or deleted: the balance is the sum.
// Exactly one of shop item and ingredient (a check constraint in the migration).
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    locationId: integer()
      .notNull()
      .references(() => stockLocations.id),
    shopItemId: integer().references(() => shopItems.id),
    ingredientId: integer().references(() => ingredients.id),
    kind: stockMovementKindEnum().notNull(),
    quantity: integer().notNull(),
    reason: text(),
    /** The sale or document that caused it (a transaction number). */
    reference: text(),
    occurredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_cinema_time_idx').on(t.brandId, t.cinemaId, t.occurredAt),
    index('stock_movements_item_idx').on(t.locationId, t.shopItemId),
    index('stock_movements_ingredient_idx').on(t.locationId, t.ingredientId),
  ],
);
