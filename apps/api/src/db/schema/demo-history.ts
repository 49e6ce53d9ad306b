import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

// The demo brand's generated sales history (issue 13 §5): one row per cinema and business day whose
// history was written, in the same transaction as its facts, so a rerun or a resumed job skips it.
export const demoSalesDays = pgTable(
  'demo_sales_days',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    businessDate: date({ mode: 'string' }).notNull(),
    transactions: integer().notNull(),
    generatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'demo_sales_days_pk', columns: [t.cinemaId, t.businessDate] })],
);
