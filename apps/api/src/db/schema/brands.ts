import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImageRef, ModuleMap } from '@cinema/contracts';
import { editable } from './columns.js';
import { holidayShiftEnum, receivableCycleEnum, roundingModeEnum, taxHandlingEnum } from './enums.js';

// The tenant: every tenant-owned row carries brand_id.
export const brands = pgTable(
  'brands',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    name: text().notNull(),
    nameKana: text(),
    companyName: text().notNull(),
    representative: text(),
    postalCode: text(),
    prefectureCode: text(),
    address: text(),
    phone: text(),
    email: text(),
    invoiceNumber: text(),
    fractionRounding: roundingModeEnum().notNull().default('ROUND_DOWN'),
    taxHandling: taxHandlingEnum().notNull().default('inclusive'),
    receivableCycle: receivableCycleEnum().notNull().default('monthEnd'),
    receivableHolidayShift: holidayShiftEnum().notNull().default('after'),
    /** 興行週の開始曜日 (0 = 日 … 6 = 土): the schedule's week view, copy-a-week and publish-a-week follow it. */
    weekStartDay: integer().notNull().default(5),
    /** { fileId, url } of an uploaded file: ロゴ and 社印. */
    logoImage: jsonb().$type<ImageRef>(),
    stampImage: jsonb().$type<ImageRef>(),
    moduleMap: jsonb().$type<ModuleMap>().notNull(),
    customDomain: text(),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [uniqueIndex('brands_code_uq').on(t.code), uniqueIndex('brands_custom_domain_uq').on(t.customDomain)],
);
