import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  productType,
  shopItemKind,
  shopItemState,
  taxHandling,
  type ImageRef,
  type ShopItemOptionGroup,
} from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { shopGroupEnum } from './enums.js';
import { ingredients } from './ingredients.js';
import { salesGroups } from './sales-groups.js';

export const shopItemKindEnum = pgEnum('shop_item_kind', shopItemKind.values);
export const shopItemStateEnum = pgEnum('shop_item_state', shopItemState.values);
export const productTypeEnum = pgEnum('product_type', productType.values);
export const taxDisplayEnum = pgEnum('tax_display', taxHandling.values);

// The brand's shop item master: food and drink, merchandise, other revenue and consignment goods.
// Option groups live with the item as JSON (they are edited and read with it, never on their own).
export const shopItems = pgTable(
  'shop_items',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    kind: shopItemKindEnum().notNull(),
    /** 商品コード, unique per brand. */
    code: text().notNull(),
    /** JAN-8 or JAN-13 with a valid check digit, unique per brand. */
    janCode: text(),
    name: text().notNull(),
    nameKana: text(),
    /** Kitchen printers print by this group (devices.shop_groups). */
    shopGroup: shopGroupEnum().notNull(),
    category: text(),
    image: jsonb().$type<ImageRef>(),
    recommended: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    state: shopItemStateEnum().notNull().default('selling'),
    saleFrom: date({ mode: 'string' }),
    saleTo: date({ mode: 'string' }),
    /** Yen; tax included when taxDisplay is inclusive (内税). */
    price: integer().notNull(),
    /** 0.1, 0.08, 0 or -1.1 (not applicable); for food the take-out rate. */
    taxRate: doublePrecision().notNull(),
    /** Food and drink eaten at the lobby tables (10 %); null for everything else. */
    eatInTaxRate: doublePrecision(),
    taxDisplay: taxDisplayEnum().notNull().default('inclusive'),
    purchasePrice: integer(),
    productType: productTypeEnum().notNull().default('SALES_ITEM'),
    consignor: text(),
    commissionRate: integer(),
    inventoryControl: boolean().notNull().default(false),
    minStock: integer(),
    options: jsonb().$type<ShopItemOptionGroup[]>().notNull().default([]),
    /** 販売グループ (docs/accounting.md): how its sales are booked. */
    salesGroupId: integer().references(() => salesGroups.id),
    ...editable,
  },
  (t) => [
    uniqueIndex('shop_items_brand_code_uq').on(t.brandId, t.code),
    uniqueIndex('shop_items_brand_jan_uq')
      .on(t.brandId, t.janCode)
      .where(sql`${t.janCode} is not null`),
    index('shop_items_brand_kind_idx').on(t.brandId, t.kind, t.sortOrder),
    index('shop_items_sales_group_idx').on(t.salesGroupId),
  ],
);

// レシピ: 原材料 consumed per unit sold; a row with an option choice only when that choice is sold.
export const shopItemRecipes = pgTable(
  'shop_item_recipes',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    shopItemId: integer()
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    // An ingredient a recipe uses cannot be deleted (the delete answers 409).
    ingredientId: integer()
      .notNull()
      .references(() => ingredients.id),
    optionGroup: text(),
    optionChoice: text(),
    quantity: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('shop_item_recipes_item_idx').on(t.shopItemId),
    index('shop_item_recipes_ingredient_idx').on(t.ingredientId),
  ],
);

// セット内容: the items a set holds; rows sharing a choice group are alternatives (ドリンクM お好きなもの).
export const shopSetComponents = pgTable(
  'shop_set_components',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    setItemId: integer()
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    // An item a set holds cannot be deleted (the delete answers 409).
    itemId: integer()
      .notNull()
      .references(() => shopItems.id),
    quantity: integer().notNull().default(1),
    choiceGroup: text(),
    optionChoice: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index('shop_set_components_set_idx').on(t.setItemId), index('shop_set_components_item_idx').on(t.itemId)],
);
