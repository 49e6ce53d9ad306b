import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { transactions } from './transactions.js';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const ticketMailStatusEnum = pgEnum('ticket_mail_status', ['pending', 'sent', 'failed']);

/**
 * The ticket e-mail of an online sale: one row per transaction, written in the sale's database
 * transaction (outbox) and worked off by the ticket-mail sweeper. transactions.email_status mirrors
 * its status; attempts count the tries of the current round (a 再送 starts a new round).
 */
export const ticketMails = pgTable(
  'ticket_mails',
  {
    transactionId: uuid()
      .primaryKey()
      .references(() => transactions.id),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    status: ticketMailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    lastError: text(),
    requestedAt: instant().notNull().defaultNow(),
    sentAt: instant(),
    messageId: text(),
  },
  (t) => [
    index('ticket_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
