import { boolean, date, index, integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuPage } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { deviceTypeEnum } from './devices.js';
import { shopItems } from './shop-items.js';

// 劇場別の販売設定: an item is sold at a cinema only with an enabled row here; blank price and
// period fall back to the master's. 売り切れ holds the business date it applies to, so the flag
// ends by itself when the cinema's business day turns.
export const cinemaShopItems = pgTable(
  'cinema_shop_items',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    shopItemId: integer()
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    price: integer(),
    saleFrom: date({ mode: 'string' }),
    saleTo: date({ mode: 'string' }),
    soldOutOn: date({ mode: 'string' }),
    ...editable,
  },
  (t) => [
    uniqueIndex('cinema_shop_items_cinema_item_uq').on(t.cinemaId, t.shopItemId),
    index('cinema_shop_items_item_idx').on(t.shopItemId),
  ],
);

// The POS and kiosk menu of a cinema: pages of buttons in grid order (array order), one per device type.
export const cinemaMenuLayouts = pgTable(
  'cinema_menu_layouts',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    deviceType: deviceTypeEnum().notNull(),
    pages: jsonb().$type<MenuPage[]>().notNull().default([]),
    ...editable,
  },
  (t) => [uniqueIndex('cinema_menu_layouts_cinema_type_uq').on(t.cinemaId, t.deviceType)],
);
