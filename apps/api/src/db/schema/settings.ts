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
  // Ticket e-mails (docs/operations.md, "ticket e-mails"): minutes between tries, tries after the first, mails per sweep.
  mailRetryIntervalMinutes: integer().notNull().default(5),
  mailRetryCount: integer().notNull().default(3),
  mailBatchSize: integer().notNull().default(50),
  // The key that signs short-lived URLs of private files (a brand's 社印); made at first start and
  // shared by every API process through the database. Never part of the settings answer.
  fileUrlKey: text(),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
