import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editable } from './columns.js';
import { accountTypeEnum } from './enums.js';
import { brands } from './brands.js';
import { roles } from './roles.js';
import { cinemas } from './cinemas.js';

// Users of the console (画面名は「ユーザー」, the API says "account", docs/api-conventions.md, "original names").
export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    userName: text().notNull(),
    displayName: text().notNull(),
    email: text().notNull(),
    type: accountTypeEnum().notNull(),
    brandId: integer().references(() => brands.id),
    roleId: integer().references(() => roles.id),
    active: boolean().notNull().default(true),
    note: text(),
    passwordHash: text().notNull(),
    passwordChangedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Set when an administrator chose the password (account created, password reset): the account
    // may do nothing but change it until it does. Demo and seed accounts are created without it.
    mustChangePassword: boolean().notNull().default(false),
    ...editable,
  },
  (t) => [
    uniqueIndex('accounts_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('accounts_email_uq').on(sql`lower(${t.email})`),
    index('accounts_brand_idx').on(t.brandId),
  ],
);

export const accountCinemas = pgTable(
  'account_cinemas',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.cinemaId] }), index('account_cinemas_cinema_idx').on(t.cinemaId)],
);
