import { bigserial, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { notificationKind, notificationLevel } from '@cinema/contracts';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { devices } from './devices.js';

export const notificationLevelEnum = pgEnum('notification_level', notificationLevel.values);
export const notificationKindEnum = pgEnum('notification_kind', notificationKind.values);

// Events devices report (用紙切れ, オフライン, エラー). A log, not an editable record: rows are
// written by the device API and only ever marked read.
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
    deviceId: integer()
      .notNull()
      .references(() => devices.id),
    level: notificationLevelEnum().notNull(),
    kind: notificationKindEnum().notNull(),
    message: text().notNull(),
    occurredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('device_notification_logs_brand_at_idx').on(t.brandId, t.occurredAt),
    index('device_notification_logs_cinema_at_idx').on(t.cinemaId, t.occurredAt),
    index('device_notification_logs_device_idx').on(t.deviceId),
  ],
);
