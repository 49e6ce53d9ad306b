import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { rollupRebuildStatus, type RollupRebuildDay } from '@cinema/contracts';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 営業日報データ更新（再集計） (docs/reports.md, "再集計"): one row per run. The job rebuilds one day at a time and
// records its progress here in the same transaction, so a crashed run resumes at the day after the last one done.
export const rollupRebuilds = pgTable(
  'rollup_rebuilds',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** One cinema, or null: every cinema of the brand (全劇場). */
    cinemaId: integer().references(() => cinemas.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    status: text({ enum: rollupRebuildStatus.values }).notNull().default('queued'),
    daysDone: integer().notNull().default(0),
    daysTotal: integer().notNull(),
    error: text(),
    requestedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    requestedByName: text().notNull(),
    /** Each cinema's day as it is done: its 営業日報 figures before and after. */
    days: jsonb().$type<RollupRebuildDay[]>().notNull().default([]),
    createdAt: at().notNull().defaultNow(),
    startedAt: at(),
    finishedAt: at(),
  },
  (t) => [index('rollup_rebuilds_brand_idx').on(t.brandId, t.id)],
);
