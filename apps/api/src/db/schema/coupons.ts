import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couponDiscountKind, couponExpiryType, couponKind, couponState, serialState } from '@cinema/contracts';
import { accounts } from './accounts.js';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { clients } from './clients.js';
import { cinemas } from './cinemas.js';
import { shopGroupEnum } from './enums.js';
import { salesDeviceEnum, seatTypeEnum, ticketKindEnum } from './price-templates.js';

export const couponDiscountKindEnum = pgEnum('coupon_discount_kind', couponDiscountKind.values);
export const couponExpiryTypeEnum = pgEnum('coupon_expiry_type', couponExpiryType.values);
export const couponKindEnum = pgEnum('coupon_kind', couponKind.values);
export const couponStateEnum = pgEnum('coupon_state', couponState.values);
export const serialStateEnum = pgEnum('serial_state', serialState.values);

const at = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const atOrNull = () => timestamp({ withTimezone: true, mode: 'date' });

// クーポン (/coupon): the brand's discount; customers present one of its serials.
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** クーポン, or a paper ticket (鑑賞券・招待券・前売券) with the same serials. */
    kind: couponKindEnum().notNull().default('coupon'),
    name: text().notNull(),
    description: text(),
    discountKind: couponDiscountKindEnum().notNull(),
    /** Yen off (amountOff) or the price paid (fixedPrice). */
    discountAmount: integer().notNull(),
    // What it applies to; an empty list means any.
    ticketKinds: ticketKindEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    seatTypes: seatTypeEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** 上映方式 and 字幕・吹替 (rows of versions); matched by their code at every cinema of the brand. */
    formatIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    versionIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Shop items by id; the shop tables arrive with the shop issue (no foreign key yet). */
    shopItemIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    shopGroups: shopGroupEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    minPurchase: integer(),
    /** Cinemas where it may be used; empty: every cinema of the brand. */
    cinemaIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    usageLimit: integer().notNull().default(1),
    expiryType: couponExpiryTypeEnum().notNull(),
    validFrom: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    validDays: integer(),
    combinable: boolean().notNull().default(false),
    channels: salesDeviceEnum().array().notNull(),
    /** 取引先 the coupon is issued or charged to (a company's 鑑賞券, a corporate coupon). */
    clientId: integer().references(() => clients.id),
    /** Paper tickets: 額面 and 計上単価 (what box office books when one is used). */
    faceValue: integer(),
    bookedAmount: integer(),
    /** Films a paper ticket admits to; empty: any film. */
    filmIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    state: couponStateEnum().notNull().default('active'),
    note: text(),
    ...editable,
  },
  (t) => [
    index('coupons_brand_idx').on(t.brandId),
    check('coupons_usage_limit_ck', sql`${t.usageLimit} between 1 and 999`),
  ],
);

// One issue of N serials: who issued how many, when, for whom.
export const serialBatches = pgTable(
  'serial_batches',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    count: integer().notNull(),
    firstSeq: integer().notNull(),
    lastSeq: integer().notNull(),
    clientId: integer().references(() => clients.id),
    note: text(),
    issuedBy: integer().references(() => accounts.id),
    issuedAt: at(),
  },
  (t) => [index('serial_batches_coupon_idx').on(t.couponId)],
);

// A serial code: unique in its brand, numbered 1… within its coupon (the range the console selects).
export const serials = pgTable(
  'serials',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    batchId: integer()
      .notNull()
      .references(() => serialBatches.id),
    seq: integer().notNull(),
    code: text().notNull(),
    state: serialStateEnum().notNull().default('issued'),
    usedCount: integer().notNull().default(0),
    usageLimit: integer().notNull(),
    issuedAt: at(),
    activatedAt: atOrNull(),
    invalidatedAt: atOrNull(),
    invalidReason: text(),
    lastUsedAt: atOrNull(),
    updatedAt: at(),
  },
  (t) => [
    uniqueIndex('serials_brand_code_uq').on(t.brandId, t.code),
    uniqueIndex('serials_coupon_seq_uq').on(t.couponId, t.seq),
    check('serials_used_count_ck', sql`${t.usedCount} between 0 and ${t.usageLimit}`),
  ],
);

// Each use of a serial; reversed (void or refund) gives the use back.
export const serialRedemptions = pgTable(
  'serial_redemptions',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    serialId: integer()
      .notNull()
      .references(() => serials.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    channel: salesDeviceEnum().notNull(),
    /** The sale's transaction number, when the caller has one. */
    reference: text(),
    accountId: integer().references(() => accounts.id),
    redeemedAt: at(),
    reversedAt: atOrNull(),
  },
  (t) => [index('serial_redemptions_serial_idx').on(t.serialId)],
);
