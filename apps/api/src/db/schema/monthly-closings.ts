import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MonthlyClosingSnapshot } from '@cinema/contracts';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 月次締め (docs/reports.md, "月次締め"): one row per cinema and month ('YYYY-MM'), made when head office first closes
// it. While closed, no day of the month may be reopened (日次締め); the snapshot is what the close fixed for
// accounting. Closing and reopening are audited (操作ログ keeps the history); the row keeps the last of each.
export const monthlyClosings = pgTable(
  'monthly_closings',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    status: text({ enum: ['closed', 'reopened'] }).notNull(),
    closedAt: at(),
    closedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    closedByName: text(),
    /** The month's figures fixed at the last close. */
    snapshot: jsonb().$type<MonthlyClosingSnapshot>(),
    reopenedAt: at(),
    reopenedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    reopenedByName: text(),
    reopenReason: text(),
    ...editable,
  },
  (t) => [
    primaryKey({ name: 'monthly_closings_pk', columns: [t.cinemaId, t.month] }),
    index('monthly_closings_brand_idx').on(t.brandId, t.month),
  ],
);
