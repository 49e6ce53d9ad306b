import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ingredientUnit } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';

export const ingredientUnitEnum = pgEnum('ingredient_unit', ingredientUnit.values);

// 原材料 of a brand's shop items; recipes (shop_item_recipes) say how much a unit sold consumes.
export const ingredients = pgTable(
  'ingredients',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    nameKana: text(),
    unit: ingredientUnitEnum().notNull(),
    /** Yen for purchaseQuantity units (¥3,000 for 10,000 g). */
    purchasePrice: integer().notNull().default(0),
    purchaseQuantity: integer().notNull().default(1),
    stockControlled: boolean().notNull().default(true),
    minStock: integer(),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [uniqueIndex('ingredients_brand_code_uq').on(t.brandId, t.code), index('ingredients_brand_idx').on(t.brandId)],
);
