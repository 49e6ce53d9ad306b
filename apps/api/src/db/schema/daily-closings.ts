import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { dailyClosingStatus, type DailyClosingFigures } from '@cinema/contracts';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 日次締め (docs/reports.md, "日次締め"): one row per cinema and 営業日, made when the 銀行預入 is recorded or the day
// closed. A closed day is frozen: the sales path posts its late documents to the next open day, and every other write
// to it is refused. Closing and reopening are audited (操作ログ keeps the history); the row keeps the last of each.
export const dailyClosings = pgTable(
  'daily_closings',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    businessDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: dailyClosingStatus.values }).notNull().default('open'),
    closedAt: at(),
    closedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    closedByName: text(),
    /** 銀行預入: amount, the bag's number and who took it. */
    depositAmount: integer(),
    depositBagNo: text(),
    depositorName: text(),
    /** Why the shifts' 現金過不足 is not 0 (required then). */
    cashDifferenceNote: text(),
    depositRecordedByName: text(),
    depositRecordedAt: at(),
    /** The day's 営業日報 key figures copied at the close. */
    snapshot: jsonb().$type<DailyClosingFigures>(),
    reopenedAt: at(),
    reopenedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    reopenedByName: text(),
    reopenReason: text(),
    ...editable,
  },
  (t) => [
    primaryKey({ name: 'daily_closings_pk', columns: [t.cinemaId, t.businessDate] }),
    index('daily_closings_brand_idx').on(t.brandId, t.businessDate),
  ],
);
