import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  joinChannel,
  memberStatus,
  pointEntryKind,
  rankBasis,
  rankChangeReason,
  validityKind,
  type MembershipRank,
  type PointRules,
} from '@cinema/contracts';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { editable } from './columns.js';

// 会員制度 and 会員 (docs/membership.md). Ranks and point rules live on their system as JSON: they are read and
// saved whole with it, and a rank is known by its number (1 = the first), as 券種's 先行販売 names it.

export const validityKindEnum = pgEnum('membership_validity_kind', validityKind.values);
export const rankBasisEnum = pgEnum('membership_rank_basis', rankBasis.values);
export const memberStatusEnum = pgEnum('member_status', memberStatus.values);
export const joinChannelEnum = pgEnum('member_join_channel', joinChannel.values);
export const pointEntryKindEnum = pgEnum('member_point_kind', pointEntryKind.values);
export const rankChangeReasonEnum = pgEnum('member_rank_reason', rankChangeReason.values);

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const memberSystems = pgTable(
  'member_systems',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    validityKind: validityKindEnum().notNull(),
    validMonths: integer(),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    autoRenew: boolean().notNull().default(false),
    /** Fees in yen, tax included at taxRate. */
    joinFee: integer().notNull().default(0),
    annualFee: integer().notNull().default(0),
    renewalFee: integer().notNull().default(0),
    cardFee: integer().notNull().default(0),
    taxRate: doublePrecision().notNull().default(0.1),
    ranks: jsonb().$type<MembershipRank[]>().notNull(),
    points: jsonb().$type<PointRules>().notNull(),
    rankBasis: rankBasisEnum().notNull().default('spend'),
    rankWindowMonths: integer().notNull().default(12),
    ...editable,
  },
  (t) => [uniqueIndex('member_systems_brand_code_uq').on(t.brandId, t.code)],
);

export const members = pgTable(
  'members',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    memberSystemId: integer()
      .notNull()
      .references(() => memberSystems.id),
    /** 会員番号: printed on the card (and its QR), unique in the brand; what sales carry (transactions.member_no). */
    memberNo: text().notNull(),
    name: text().notNull(),
    kana: text().notNull(),
    birthDate: date({ mode: 'string' }),
    gender: text().notNull().default('unanswered'),
    postalCode: text(),
    prefectureCode: text(),
    address: text(),
    phone: text(),
    email: text(),
    joinedOn: date({ mode: 'string' }).notNull(),
    joinedCinemaId: integer().references(() => cinemas.id),
    joinChannel: joinChannelEnum().notNull(),
    /** The rank's number in its system (1 = the first). */
    rank: integer().notNull().default(1),
    status: memberStatusEnum().notNull().default('active'),
    validUntil: date({ mode: 'string' }),
    memo: text(),
    /** メール配信を希望: mail magazines go only to members who want them (docs/membership.md, "メールマガジン"). */
    mailOptIn: boolean().notNull().default(true),
    /** When the member stopped mail through a mail's 配信停止 link. */
    mailUnsubscribedAt: instant(),
    ...editable,
  },
  (t) => [
    uniqueIndex('members_brand_no_uq').on(t.brandId, t.memberNo),
    index('members_brand_kana_idx').on(t.brandId, t.kana),
    index('members_system_idx').on(t.memberSystemId, t.rank),
    // 会員フィルター's count (docs/membership.md, "会員フィルター"): every attribute a filter reads of the row, so a count
    // over a brand's members is an index-only scan instead of a scan of the wide rows.
    index('members_filter_idx').on(
      t.brandId,
      t.status,
      t.memberSystemId,
      t.rank,
      t.gender,
      t.prefectureCode,
      t.birthDate,
      t.joinedOn,
      t.id,
    ),
  ],
);

/** The points ledger: the balance is its sum. A sale's 付与 and a reversal's 付与取消 are written once per document. */
export const memberPointEntries = pgTable(
  'member_point_entries',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    kind: pointEntryKindEnum().notNull(),
    /** Signed: 付与 and a positive 調整 add, the others take away. */
    points: integer().notNull(),
    /** The document that caused it: the sale (付与) or its void or refund (付与取消); no foreign key, as sales facts. */
    transactionId: uuid(),
    /** The sale a 付与 or 付与取消 belongs to. */
    saleId: uuid(),
    /** 付与: the paid amount that counted and the rate per 100 yen. */
    basis: integer(),
    rate: integer(),
    reason: text(),
    /** Credits expire (失効) after the system's months; a 付与取消 carries its 付与's date. */
    expiresOn: date({ mode: 'string' }),
    occurredOn: date({ mode: 'string' }).notNull(),
    createdBy: integer(),
    createdByName: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('member_point_entries_member_idx').on(t.memberId, t.id),
    // 会員レポート's ポイント block sums a brand's ledger by day.
    index('member_point_entries_day_idx').on(t.brandId, t.occurredOn),
    uniqueIndex('member_point_entries_document_uq')
      .on(t.transactionId, t.kind)
      .where(sql`transaction_id is not null`),
    index('member_point_entries_sale_idx')
      .on(t.saleId)
      .where(sql`sale_id is not null`),
  ],
);

/** ランク履歴: every change of a member's rank, by the daily job, at joining or by hand. */
export const memberRankChanges = pgTable(
  'member_rank_changes',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    fromRank: integer(),
    toRank: integer().notNull(),
    reason: rankChangeReasonEnum().notNull(),
    /** The spend or visits over the window the job read. */
    figure: integer(),
    changedOn: date({ mode: 'string' }).notNull(),
    createdByName: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('member_rank_changes_member_idx').on(t.memberId, t.id)],
);

/**
 * 有効期限 extended by a 年会費 or 更新料 line (docs/membership.md, "会費 at the counter"): one row per line, so a fact
 * told twice extends once, and what the refund of the line takes back (`revertedBy`, once).
 */
export const memberFeeExtensions = pgTable(
  'member_fee_extensions',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    /** The 会費 line and its sale; no foreign key, as sales facts. */
    lineId: uuid().notNull(),
    transactionId: uuid().notNull(),
    previousValidUntil: date({ mode: 'string' }),
    previousStatus: memberStatusEnum().notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    /** The void or refund document that took the extension back. */
    revertedBy: uuid(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_fee_extensions_line_uq').on(t.lineId),
    index('member_fee_extensions_member_idx').on(t.memberId),
  ],
);
