import { bigint, bigserial, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { notificationKind, notificationLevel } from '@cinema/contracts';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { devices } from './devices.js';

export const notificationLevelEnum = pgEnum('notification_level', notificationLevel.values);
export const notificationKindEnum = pgEnum('notification_kind', notificationKind.values);

// Events devices report (用紙切れ, オフライン, エラー). A log, not an editable record: rows are
// written by the device API; who has read which is each user's own (device_notification_reads).
export const deviceNotificationLogs = pgTable(
  'device_notification_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    /** Null for the platform's own notices: 在庫不足 (raised with the movement that crossed the minimum), a failed sales invariant. */
    deviceId: integer().references(() => devices.id),
    level: notificationLevelEnum().notNull(),
    kind: notificationKindEnum().notNull(),
    message: text().notNull(),
    occurredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('device_notification_logs_brand_at_idx').on(t.brandId, t.occurredAt),
    index('device_notification_logs_cinema_at_idx').on(t.cinemaId, t.occurredAt),
    index('device_notification_logs_device_idx').on(t.deviceId),
  ],
);

// Read state is per user: head office marking everything read leaves a cinema's staff their unread alerts.
export const deviceNotificationReads = pgTable(
  'device_notification_reads',
  {
    notificationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => deviceNotificationLogs.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.accountId] }),
    index('device_notification_reads_account_idx').on(t.accountId),
  ],
);
