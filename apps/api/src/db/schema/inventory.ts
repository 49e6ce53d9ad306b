import { date, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { ingredients } from './ingredients.js';
import { shopItems } from './shop-items.js';
import { stockLocations } from './stock.js';

// R9 (docs/reports.md, "rollups"): stock_movements summed per location, item or ingredient and business day.
// A trigger on stock_movements (the migration's custom SQL) adds every inserted movement in the same
// statement, so the rollup is exact whichever path wrote it; rebuildInventoryRollup recomputes it.
// Opening and closing are sums of earlier rows; rows exist only for days with movements.
export const inventoryBalanceDay = pgTable(
  'inventory_balance_day',
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
    businessDate: date({ mode: 'string' }).notNull(),
    /** 入庫. */
    received: integer().notNull().default(0),
    /** 販売 and 販売取消 (recipes included). */
    sold: integer().notNull().default(0),
    /** 返品, 廃棄, 破損, 棚卸差異, その他. */
    adjusted: integer().notNull().default(0),
    /** 移動出 and 移動入. */
    moved: integer().notNull().default(0),
  },
  (t) => [
    unique('inventory_balance_day_key_uq')
      .on(t.locationId, t.shopItemId, t.ingredientId, t.businessDate)
      .nullsNotDistinct(),
    index('inventory_balance_day_item_idx').on(t.cinemaId, t.shopItemId, t.businessDate),
    index('inventory_balance_day_ingredient_idx').on(t.cinemaId, t.ingredientId, t.businessDate),
  ],
);

// 棚卸: one count per location and date; entering it again updates the same count.
export const stockCounts = pgTable(
  'stock_counts',
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
    countDate: date({ mode: 'string' }).notNull(),
    countedBy: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_counts_location_date_uq').on(t.locationId, t.countDate),
    index('stock_counts_cinema_date_idx').on(t.cinemaId, t.countDate),
  ],
);

// What was counted of each item: the theoretical stock then, the counted quantity and their
// difference, which was posted as a 棚卸差異 movement.
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: serial().primaryKey(),
    countId: integer()
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    shopItemId: integer().references(() => shopItems.id),
    ingredientId: integer().references(() => ingredients.id),
    theoretical: integer().notNull(),
    counted: integer().notNull(),
    difference: integer().notNull(),
  },
  (t) => [unique('stock_count_lines_target_uq').on(t.countId, t.shopItemId, t.ingredientId).nullsNotDistinct()],
);
