import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deviceStatus, deviceType, paperWidth } from '@cinema/contracts';
import { editable } from './columns.js';
import { shopGroupEnum } from './enums.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

export const deviceTypeEnum = pgEnum('device_type', deviceType.values);
export const deviceStatusEnum = pgEnum('device_status', deviceStatus.values);
export const paperWidthEnum = pgEnum('paper_width', paperWidth.values);

// Devices (端末) of a cinema. Only the SHA-256 of the registration secret is stored: the secret
// is 192 random bits, so a fast hash is enough and the device API can look a device up by it.
export const devices = pgTable(
  'devices',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    code: text().notNull(),
    name: text().notNull(),
    type: deviceTypeEnum().notNull(),
    status: deviceStatusEnum().notNull().default('active'),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }),
    secretHash: text().notNull(),
    secretIssuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...editable,
  },
  (t) => [
    uniqueIndex('devices_cinema_code_uq').on(t.cinemaId, t.code),
    uniqueIndex('devices_secret_hash_uq').on(t.secretHash),
    index('devices_brand_idx').on(t.brandId),
  ],
);

// Print settings of a kitchen printer: one row per device of type kitchenPrinter, created with
// it and deleted with it. A table of its own keeps the three other device types free of
// columns that never apply to them.
export const kitchenPrinterSettings = pgTable(
  'kitchen_printer_settings',
  {
    deviceId: integer()
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    shopGroups: shopGroupEnum().array().notNull(),
    paperWidth: paperWidthEnum().notNull().default('80'),
    copies: integer().notNull().default(1),
    ...editable,
  },
  (t) => [index('kitchen_printer_settings_cinema_idx').on(t.cinemaId)],
);
