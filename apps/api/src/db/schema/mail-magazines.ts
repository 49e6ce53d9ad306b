import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  mailBodyFormat,
  mailMagazineCategory,
  mailMagazineStatus,
  mailRecipientStatus,
  mailSendMode,
} from '@cinema/contracts';
import { brands } from './brands.js';
import { editable } from './columns.js';
import { memberFilters } from './member-filters.js';
import { members } from './membership.js';

// メールマガジン (docs/membership.md, "メールマガジン"): the magazine with its counters, and its recipients frozen when
// sending starts (one row per member, in one INSERT … SELECT), which the sending job marks exactly once.

export const mailMagazineCategoryEnum = pgEnum('mail_magazine_category', mailMagazineCategory.values);
export const mailMagazineStatusEnum = pgEnum('mail_magazine_status', mailMagazineStatus.values);
export const mailSendModeEnum = pgEnum('mail_send_mode', mailSendMode.values);
export const mailBodyFormatEnum = pgEnum('mail_body_format', mailBodyFormat.values);
export const mailRecipientStatusEnum = pgEnum('mail_recipient_status', mailRecipientStatus.values);

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const mailMagazines = pgTable(
  'mail_magazines',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    subject: text().notNull(),
    category: mailMagazineCategoryEnum().notNull(),
    bodyFormat: mailBodyFormatEnum().notNull().default('text'),
    body: text().notNull(),
    /** A filter deleted leaves the magazine (a sent one keeps its recipients and counts) without its 配信対象. */
    memberFilterId: integer().references(() => memberFilters.id, { onDelete: 'set null' }),
    sendMode: mailSendModeEnum().notNull().default('now'),
    scheduledAt: instant(),
    ratePerMinute: integer().notNull(),
    status: mailMagazineStatusEnum().notNull().default('draft'),
    /** Each start or resume of sending: a job of an earlier run stops (a pause then a resume never sends twice). */
    sendRun: integer().notNull().default(0),
    /** Counters kept in the writes that move a recipient, so the list needs no count over 100,000 rows. */
    recipientCount: integer().notNull().default(0),
    sentCount: integer().notNull().default(0),
    bouncedCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    skippedCount: integer().notNull().default(0),
    unsubscribedCount: integer().notNull().default(0),
    startedAt: instant(),
    finishedAt: instant(),
    ...editable,
  },
  (t) => [index('mail_magazines_brand_idx').on(t.brandId, t.updatedAt)],
);

export const mailMagazineRecipients = pgTable(
  'mail_magazine_recipients',
  {
    id: serial().primaryKey(),
    magazineId: integer()
      .notNull()
      .references(() => mailMagazines.id, { onDelete: 'cascade' }),
    brandId: integer().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    /** The address when sending started; the job sends to the member's address of the moment. */
    email: text().notNull(),
    status: mailRecipientStatusEnum().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    error: text(),
    messageId: text(),
    sentAt: instant(),
    unsubscribedAt: instant(),
  },
  (t) => [
    uniqueIndex('mail_magazine_recipients_member_uq').on(t.magazineId, t.memberId),
    index('mail_magazine_recipients_queued_idx')
      .on(t.magazineId, t.id)
      .where(sql`status = 'queued'`),
    index('mail_magazine_recipients_email_idx').on(t.brandId, t.email),
  ],
);
