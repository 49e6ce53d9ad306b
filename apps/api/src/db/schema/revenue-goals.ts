import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

// 売上目標 (docs/reports.md, "売上目標"): a cinema's targets of a month, set by head office, and their split over
// the month's days. 興収・売店・その他 are yen, tax included; 合計 is their sum (not stored). The days' amounts of
// each measure add up to the month's (the service splits by largest remainder and refuses a split that does not).
export const revenueGoals = pgTable(
  'revenue_goals',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    /** YYYY-MM. */
    month: text().notNull(),
    persons: integer().notNull(),
    boxOffice: integer().notNull(),
    shop: integer().notNull(),
    other: integer().notNull(),
    /** 曜日の比率, 日〜土 (a 祝日 weighs as 日曜), as the entry set them. */
    weights: jsonb().$type<number[]>().notNull(),
    updatedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    updatedByName: text(),
    ...editable,
  },
  (t) => [
    primaryKey({ name: 'revenue_goals_pk', columns: [t.cinemaId, t.month] }),
    index('revenue_goals_brand_idx').on(t.brandId, t.month),
  ],
);

/** Each day of a target's month: its weight and its share of each measure. */
export const revenueGoalDays = pgTable(
  'revenue_goal_days',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    businessDate: date({ mode: 'string' }).notNull(),
    weight: doublePrecision().notNull(),
    persons: integer().notNull(),
    boxOffice: integer().notNull(),
    shop: integer().notNull(),
    other: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'revenue_goal_days_pk', columns: [t.cinemaId, t.businessDate] }),
    index('revenue_goal_days_brand_idx').on(t.brandId, t.businessDate),
  ],
);
