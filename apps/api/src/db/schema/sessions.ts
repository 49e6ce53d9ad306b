import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { cinemas } from './cinemas.js';

// Opaque tokens: only their SHA-256 is stored; logout deletes the row.
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // superAdmin acting as a brand's head-office account (GET /api/brand/loginAs/{id}).
    actingAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    cinemaId: integer().references(() => cinemas.id, { onDelete: 'set null' }),
    // A brand administrator working as one of its cinemas that may have no staff account yet
    // (GET /api/cinema/loginAs/{id}): the session is that cinema's, audited as the administrator.
    actingCinemaId: integer().references(() => cinemas.id, { onDelete: 'set null' }),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

// Login throttling per login id and per (address, login id), shared by every API process.
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text().primaryKey(),
    // The login id (lower case) a counter is about: the user list shows the account as locked, and
    // head office's unlock clears every counter of it.
    login: text(),
    failures: integer().notNull().default(0),
    firstFailureAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('login_throttles_login_idx').on(t.login)],
);
