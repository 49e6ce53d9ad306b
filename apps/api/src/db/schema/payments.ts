import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentChannel, paymentKind } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { salesGroups } from './sales-groups.js';

export const paymentKindEnum = pgEnum('payment_kind', paymentKind.values);
export const paymentChannelEnum = pgEnum('payment_channel', paymentChannel.values);

// Payment methods (決済方法) of a brand; sales and closings will refer to them.
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    kind: paymentKindEnum().notNull(),
    sortOrder: integer().notNull().default(0),
    givesChange: boolean().notNull().default(false),
    /** Percent, two decimals (3.24 = 3.24%). */
    feeRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    active: boolean().notNull().default(true),
    /** 販売グループ (docs/accounting.md). */
    salesGroupId: integer().references(() => salesGroups.id),
    ...editable,
  },
  (t) => [
    index('payment_methods_sales_group_idx').on(t.salesGroupId),
    uniqueIndex('payment_methods_brand_code_uq').on(t.brandId, t.code),
    index('payment_methods_brand_idx').on(t.brandId),
  ],
);

// A row means: this cinema accepts this method on this channel.
export const paymentMethodCinemas = pgTable(
  'payment_method_cinemas',
  {
    paymentMethodId: integer()
      .notNull()
      .references(() => paymentMethods.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    // A cinema's switches go with it; nothing else refers to them.
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    channel: paymentChannelEnum().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentMethodId, t.cinemaId, t.channel] }),
    index('payment_method_cinemas_cinema_idx').on(t.cinemaId),
    index('payment_method_cinemas_brand_idx').on(t.brandId),
  ],
);
