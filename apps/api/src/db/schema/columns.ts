import { integer, timestamp } from 'drizzle-orm/pg-core';

// Columns every editable record carries: optimistic-concurrency version and timestamps.
export const editable = {
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
