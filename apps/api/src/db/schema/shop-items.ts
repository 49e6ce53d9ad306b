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
    ...editable,
  },
  (t) => [
    uniqueIndex('shop_items_brand_code_uq').on(t.brandId, t.code),
    uniqueIndex('shop_items_brand_jan_uq')
      .on(t.brandId, t.janCode)
      .where(sql`${t.janCode} is not null`),
    index('shop_items_brand_kind_idx').on(t.brandId, t.kind, t.sortOrder),
  ],
);
