import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A failed invariant (docs/sales.md, "invariants"), notified once per cinema, day and check. */
export const salesInvariantAlerts = pgTable(
  'sales_invariant_alerts',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    businessDate: date({ mode: 'string' }).notNull(),
    check: text().notNull(),
    message: text().notNull(),
    notifiedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sales_invariant_alerts_pk', columns: [t.cinemaId, t.businessDate, t.check] })],
);
