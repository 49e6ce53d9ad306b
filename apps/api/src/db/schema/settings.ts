import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { roundingModeEnum } from './enums.js';

// Platform settings: a single row (id = 1).
export const globalSettings = pgTable('global_settings', {
  id: integer().primaryKey().default(1),
  passwordExpiryDays: integer().notNull().default(90),
  sessionTtlHours: integer().notNull().default(12),
  loginMaxFailures: integer().notNull().default(5),
  loginLockMinutes: integer().notNull().default(15),
  roundingMode: roundingModeEnum().notNull().default('ROUND_DOWN'),
  specialBrandCodes: text().array().notNull().default([]),
  specialBrandCodePrefix: text(),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
