import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_CUTOFF_HOUR } from '@cinema/contracts';
import { editable } from './columns.js';
import { cinemaStatusEnum } from './enums.js';
import { brands } from './brands.js';

export const cinemas = pgTable(
  'cinemas',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    nameKana: text(),
    status: cinemaStatusEnum().notNull().default('open'),
    openingDate: date({ mode: 'string' }),
    postalCode: text(),
    prefectureCode: text().notNull(),
    city: text().notNull(),
    addressLine: text(),
    building: text(),
    phone: text(),
    email: text(),
    businessDayCutoffHour: integer().notNull().default(DEFAULT_CUTOFF_HOUR),
    defaultCleaningMinutes: integer().notNull().default(15),
    onlineSalesStartDays: integer().notNull().default(2),
    onlineSalesStartTime: text(),
    onlineSalesEndMinutes: integer().notNull().default(20),
    posSalesEndMinutes: integer().notNull().default(30),
    maxTicketsPerOrder: integer().notNull().default(10),
    seatHoldMinutes: integer().notNull().default(10),
    paymentShopId: text(),
    mailSenderName: text(),
    mailSenderAddress: text(),
    mailReplyTo: text(),
    websiteUrl: text(),
    xUrl: text(),
    instagramUrl: text(),
    facebookUrl: text(),
    lineUrl: text(),
    youtubeUrl: text(),
    sortOrder: integer(),
    ...editable,
  },
  (t) => [uniqueIndex('cinemas_brand_code_uq').on(t.brandId, t.code), index('cinemas_brand_idx').on(t.brandId)],
);
