import { date, index, integer, pgEnum, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { salesDevice, seatTypes, ticketKind } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { filmFeeCategoryEnum } from './films.js';
import { versions } from './versions.js';

export const ticketKindEnum = pgEnum('ticket_kind', ticketKind.values);
export const salesDeviceEnum = pgEnum('sales_device', salesDevice.values);
export const seatTypeEnum = pgEnum('seat_type', seatTypes);

// 料金テンプレート (/rules): a cinema's named set of 券種; a screening names one
// (screenings.price_template_id).
export const priceTemplates = pgTable(
  'price_templates',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    name: text().notNull(),
    note: text(),
    ...editable,
  },
  (t) => [
    uniqueIndex('price_templates_cinema_name_uq').on(t.cinemaId, t.name),
    index('price_templates_brand_idx').on(t.brandId),
  ],
);

// The 券種 of a template in display order. Rows keep their id across edits, so later sales can
// name the 券種 they sold.
export const priceTemplateTickets = pgTable(
  'price_template_tickets',
  {
    id: serial().primaryKey(),
    templateId: integer()
      .notNull()
      .references(() => priceTemplates.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    sortOrder: integer().notNull().default(0),
    kind: ticketKindEnum().notNull(),
    name: text().notNull(),
    price: integer().notNull(),
    additionalCharge: integer().notNull().default(0),
    /** HH:mm on the 36-hour scale: the 券種 is offered for screenings starting in this window. */
    salesStartTime: text(),
    salesEndTime: text(),
    maxPurchases: integer(),
    presaleMemberRank: integer(),
    standingSeatCount: integer().notNull().default(0),
    seatTypes: seatTypeEnum().array().notNull(),
    purchaseUnit: integer().notNull().default(1),
    alertMessage: text(),
    displayFrom: date({ mode: 'string' }),
    displayTo: date({ mode: 'string' }),
    devices: salesDeviceEnum().array().notNull(),
    /** 0 Sunday … 6 Saturday. */
    weekdays: integer().array().notNull(),
    categories: filmFeeCategoryEnum().array().notNull(),
  },
  (t) => [index('price_template_tickets_template_idx').on(t.templateId, t.sortOrder)],
);

// 既定の料金: the template a new screening of the cinema takes when none is chosen, per 興行区分 and
// optionally per 上映方式 (a format-specific row wins over the category's own, format null).
export const priceTemplateDefaults = pgTable(
  'price_template_defaults',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    category: filmFeeCategoryEnum().notNull(),
    /** A `versions` row of kind 'format' of the cinema; null: any format. */
    formatVersionId: integer().references(() => versions.id, { onDelete: 'cascade' }),
    priceTemplateId: integer()
      .notNull()
      .references(() => priceTemplates.id, { onDelete: 'cascade' }),
    ...editable,
  },
  (t) => [
    unique('price_template_defaults_cinema_uq').on(t.cinemaId, t.category, t.formatVersionId).nullsNotDistinct(),
    index('price_template_defaults_brand_idx').on(t.brandId),
  ],
);
