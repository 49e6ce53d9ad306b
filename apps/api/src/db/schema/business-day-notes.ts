import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { dayWeather } from '@cinema/contracts';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

// 営業日報's 天候 and 特記事項 (docs/reports.md, "営業日報"): one row per cinema and 営業日, entered by the cinema's
// staff, saved with a version check; the audit log keeps every change.
export const businessDayNotes = pgTable(
  'business_day_notes',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    businessDate: date({ mode: 'string' }).notNull(),
    weather: text({ enum: dayWeather.values }).notNull(),
    /** Free text beside the weather (required with その他). */
    weatherNote: text(),
    notes: text(),
    updatedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    /** Who saved last, as the screen shows it; kept when the account goes. */
    updatedByName: text(),
    ...editable,
  },
  (t) => [
    primaryKey({ name: 'business_day_notes_pk', columns: [t.cinemaId, t.businessDate] }),
    index('business_day_notes_brand_idx').on(t.brandId, t.businessDate),
  ],
);
