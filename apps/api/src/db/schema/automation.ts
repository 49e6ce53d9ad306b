import { date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { automationAction, automationFireStatus, automationStatus, automationTrigger } from '@cinema/contracts';
import { brands } from './brands.js';
import { editable } from './columns.js';
import { coupons } from './coupons.js';
import { members, memberSystems } from './membership.js';

// 自動化ルール (docs/membership.md, "自動化ルール"): the rules, each run (the daily job's or a user's 今すぐ実行) and
// what it did to each member. `automation_fires` holds one row per rule, member and occurrence of the trigger (the
// year of a birthday, the rank change, the visit count…): its unique index is what makes a rule act once.

export const automationTriggerEnum = pgEnum('automation_trigger', automationTrigger.values);
export const automationActionEnum = pgEnum('automation_action', automationAction.values);
export const automationStatusEnum = pgEnum('automation_status', automationStatus.values);
export const automationFireStatusEnum = pgEnum('automation_fire_status', automationFireStatus.values);

export const automationRules = pgTable(
  'automation_rules',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    memberSystemId: integer()
      .notNull()
      .references(() => memberSystems.id),
    name: text().notNull(),
    status: automationStatusEnum().notNull().default('active'),
    trigger: automationTriggerEnum().notNull(),
    triggerValue: integer(),
    action: automationActionEnum().notNull(),
    points: integer(),
    /** The coupon action's coupon of the library: one serial per member and occurrence. */
    couponId: integer().references(() => coupons.id),
    mailSubject: text(),
    mailBody: text(),
    memo: text(),
    /** The day the rule was made (Japan time): 入会, ランクアップ and N回目の来場 count from it. */
    startsOn: date({ mode: 'string' }).notNull(),
    ...editable,
  },
  (t) => [index('automation_rules_brand_idx').on(t.brandId)],
);

export const automationRuns = pgTable(
  'automation_runs',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    ruleId: integer()
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    ranOn: date({ mode: 'string' }).notNull(),
    ranAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The user of 今すぐ実行; null for the daily job. */
    ranBy: text(),
    fired: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
  },
  (t) => [index('automation_runs_brand_idx').on(t.brandId, t.id)],
);

export const automationFires = pgTable(
  'automation_fires',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    ruleId: integer()
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    runId: integer()
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    /** Which occurrence of the trigger: 'join', '2026' (birthday), 'rank:<change id>', 'visit:5', 'lapse:<date>'… */
    occurrence: text().notNull(),
    status: automationFireStatusEnum().notNull(),
    detail: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('automation_fires_once_uq').on(t.ruleId, t.memberId, t.occurrence),
    index('automation_fires_run_idx').on(t.runId),
  ],
);
