import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImageRef, MemberCardCode, SignupFields } from '@cinema/contracts';
import { brands } from './brands.js';
import { editable } from './columns.js';
import { members, memberSystems } from './membership.js';

// 会員サイト (docs/membership.md, "会員サイト"): a member's web login beside the member (the members table and its
// status are the console's and stay as they were: a member who signed up on the site but has not confirmed the
// e-mail is a member whose login has no email_confirmed_at), their sessions, the mailed tokens, the brand's
// sequence of 会員番号 and the brand's 会員サイト設定.

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** A member's web login: the e-mail (lower case, unique in the brand) and the argon2id hash, as staff passwords. */
export const memberLogins = pgTable(
  'member_logins',
  {
    memberId: integer()
      .primaryKey()
      .references(() => members.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** Null until the mailed confirmation is used: only confirmed members may log in. */
    emailConfirmedAt: instant(),
    passwordChangedAt: instant().notNull().defaultNow(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_logins_brand_email_uq').on(t.brandId, t.email)],
);

/** A member's session on the site: only the SHA-256 of the cookie's token is stored, with its CSRF token. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    brandId: integer().notNull(),
    csrfToken: text().notNull(),
    ip: text(),
    userAgent: text(),
    createdAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/** Mailed, single-use, expiring tokens (e-mail confirmation, password reset): stored as SHA-256 only. */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    brandId: integer().notNull(),
    kind: text().$type<'confirm' | 'reset'>().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('member_tokens_member_idx').on(t.memberId, t.kind)],
);

/** The last 会員番号 handed out per brand: the row is locked by the sign-up that takes the next one. */
export const memberNoCounters = pgTable('member_no_counters', {
  brandId: integer()
    .primaryKey()
    .references(() => brands.id),
  last: integer().notNull(),
});

/** 会員サイト設定: one row per brand (docs/membership.md, "会員サイト"). */
export const memberSiteSettings = pgTable(
  'member_site_settings',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    signupEnabled: boolean().notNull().default(false),
    signupSystemId: integer().references(() => memberSystems.id),
    cardBackgroundColor: text().notNull(),
    cardTextColor: text().notNull(),
    cardImage: jsonb().$type<ImageRef | null>(),
    cardCode: text().$type<MemberCardCode>().notNull().default('qr'),
    signupFields: jsonb().$type<SignupFields>().notNull(),
    termsText: text(),
    privacyText: text(),
    welcomeText: text(),
    notesText: text(),
    ...editable,
  },
  (t) => [uniqueIndex('member_site_settings_brand_uq').on(t.brandId)],
);
