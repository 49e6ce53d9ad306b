import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  memberCouponStatus,
  memberCouponTarget,
  memberCouponType,
  type MemberCouponRankCount,
} from '@cinema/contracts';
import { automationFires } from './automation.js';
import { brands } from './brands.js';
import { editable } from './columns.js';
import { coupons, serials } from './coupons.js';
import { mailMagazineCategoryEnum } from './mail-magazines.js';
import { memberFilters } from './member-filters.js';
import { members, memberSystems } from './membership.js';

// 会員クーポン (docs/membership.md, "会員クーポン"): the distribution drafts, and one hold per serial a member was
// given (by a draft's 配布 or an オートメーション rule's coupon action). The serial is the coupon library's; its
// unique index here is what keeps a serial in one member's hands, and 配布 runs once under the draft's row lock.

export const memberCouponTypeEnum = pgEnum('member_coupon_type', memberCouponType.values);
export const memberCouponTargetEnum = pgEnum('member_coupon_target', memberCouponTarget.values);
export const memberCouponStatusEnum = pgEnum('member_coupon_status', memberCouponStatus.values);

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    category: mailMagazineCategoryEnum().notNull(),
    memo: text(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    type: memberCouponTypeEnum().notNull(),
    target: memberCouponTargetEnum().notNull(),
    memberSystemId: integer().references(() => memberSystems.id),
    /** A filter deleted leaves a distributed draft (its holds stay) without its target. */
    memberFilterId: integer().references(() => memberFilters.id, { onDelete: 'set null' }),
    couponNum: integer(),
    rankCounts: jsonb().$type<MemberCouponRankCount[]>().notNull().default([]),
    limit: integer(),
    status: memberCouponStatusEnum().notNull().default('draft'),
    /** Written by 配布: the serials handed out, to how many members, and the library's batch. */
    distributedCount: integer().notNull().default(0),
    memberCount: integer().notNull().default(0),
    serialBatchId: integer(),
    distributedAt: instant(),
    cancelledAt: instant(),
    ...editable,
  },
  (t) => [index('member_coupons_brand_idx').on(t.brandId, t.updatedAt)],
);

export const memberCouponHolds = pgTable(
  'member_coupon_holds',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    memberCouponId: integer().references(() => memberCoupons.id),
    /** The オートメーション fire that gave it, for a rule's coupon action (one serial per member and occurrence). */
    automationFireId: integer().references(() => automationFires.id),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    serialId: integer()
      .notNull()
      .references(() => serials.id),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_coupon_holds_serial_uq').on(t.serialId),
    uniqueIndex('member_coupon_holds_fire_uq').on(t.automationFireId),
    // 会員詳細, マイページ and the counter's lookup read a member's holds by this index.
    index('member_coupon_holds_member_idx').on(t.memberId, t.id),
    index('member_coupon_holds_draft_idx').on(t.memberCouponId),
  ],
);
