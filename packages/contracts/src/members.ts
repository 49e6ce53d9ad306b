import { z } from 'zod';
import { couponDiscountKind } from './coupons.js';
import { prefectureCode } from './address.js';
import { sortedList } from './common.js';
import { customerGender } from './customer-attributes.js';
import { optionalDateField } from './dates.js';
import { labelled } from './enums.js';
import {
  flag,
  id,
  int,
  optionalEmail,
  optionalText,
  phone,
  pickId,
  postalCode,
  requiredText,
  versionField,
} from './fields.js';
import { requiredKana } from './kana.js';
import { ja } from './messages.js';
import { cleanString } from './text.js';

// 会員 (docs/membership.md): the members of a brand's 会員制度, their rank, points and visits. Personal data (phone,
// e-mail, address, birth date) is masked for a role without the 会員 module's 出力 permission.

export const memberStatus = labelled(['active', 'suspended', 'withdrawn', 'expired'], {
  active: '有効',
  suspended: '停止',
  withdrawn: '退会',
  expired: '期限切れ',
});
export type MemberStatus = (typeof memberStatus.values)[number];
export const joinChannel = labelled(['pos', 'kiosk', 'online', 'console'], {
  pos: '窓口（POS）',
  kiosk: '券売機',
  online: 'オンライン',
  console: '管理画面',
});
export type JoinChannel = (typeof joinChannel.values)[number];
/** 付与 (a sale), 付与取消 (its void or refund), 利用, 失効, 調整 (head office, with a reason). */
export const pointEntryKind = labelled(['award', 'reversal', 'use', 'useReversal', 'expire', 'adjust'], {
  award: '付与',
  reversal: '付与取消',
  use: '利用',
  useReversal: '利用取消',
  expire: '失効',
  adjust: '調整',
});
export type PointEntryKind = (typeof pointEntryKind.values)[number];
export const rankChangeReason = labelled(['join', 'up', 'down', 'manual'], {
  join: '入会',
  up: 'ランクアップ',
  down: 'ランクダウン',
  manual: '手動変更',
});
export type RankChangeReason = (typeof rankChangeReason.values)[number];

export const memberLabels = {
  memberNo: '会員番号',
  name: '氏名',
  kana: '氏名（カナ）',
  birthDate: '生年月日',
  gender: '性別',
  postalCode: '郵便番号',
  prefectureCode: '都道府県',
  address: '住所',
  phone: '電話番号',
  email: 'メールアドレス',
  joinedOn: '入会日',
  joinedCinemaId: '入会劇場',
  joinChannel: '入会チャネル',
  memberSystemId: '会員制度',
  rank: 'ランク',
  status: '状態',
  validUntil: '有効期限',
  points: '保有ポイント',
  memo: '備考',
  mailOptIn: 'メール配信を希望',
  mailUnsubscribedAt: '配信停止日時',
  reason: '理由',
  keyword: '氏名・カナ',
} as const;
const L = memberLabels;

// The card's QR carries the number with this prefix, so a scan is told from a typed 会員番号 and other codes.
export const MEMBER_QR_PREFIX = 'CMEMBER:';
export const memberCardQr = (memberNo: string) => `${MEMBER_QR_PREFIX}${memberNo}`;
/** The 会員番号 a counter read: the card's QR content or the number typed. */
export const memberNoOf = (code: string) =>
  (code.startsWith(MEMBER_QR_PREFIX) ? code.slice(MEMBER_QR_PREFIX.length) : code).trim().toUpperCase();

/** Personal data a role without 出力 sees masked; changed only by a role that sees it. */
const personalFields = {
  birthDate: optionalDateField(L.birthDate),
  postalCode,
  address: optionalText(L.address, 200, { multiline: false }),
  phone,
  email: optionalEmail(L.email),
};
export const memberPersonal = z.object(personalFields);

export const memberUpdateBody = z.object({
  id,
  version: versionField,
  name: requiredText(L.name, 50),
  kana: requiredKana(L.kana, 100),
  gender: z.enum(customerGender.values, { error: ja.requiredSelect(L.gender) }).default('unanswered'),
  prefectureCode: prefectureCode.nullish().transform((v) => v ?? null),
  rank: int(L.rank, 1, 10),
  validUntil: optionalDateField(L.validUntil),
  memo: optionalText(L.memo, 1000),
  /** メール配信を希望 (docs/membership.md, "メールマガジン"); absent: unchanged. */
  mailOptIn: flag(L.mailOptIn).optional(),
  /** Absent: the personal data stays as it is (what a role that sees it masked sends). */
  personal: memberPersonal.optional(),
});
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;
export type MemberUpdateInput = z.input<typeof memberUpdateBody>;

const reasonField = requiredText(L.reason, 200);
/** 停止, 退会 and 停止解除: withdrawal is final. */
export const memberStatusBody = z.object({
  id,
  version: versionField,
  status: z.enum(['active', 'suspended', 'withdrawn'], { error: ja.requiredSelect(L.status) }),
  reason: reasonField,
});
export type MemberStatusBody = z.infer<typeof memberStatusBody>;

export const pointAdjustBody = z
  .object({ id, points: int('調整ポイント', -1_000_000, 1_000_000), reason: reasonField })
  .refine((v) => v.points !== 0, { path: ['points'], message: '「調整ポイント」は0以外を入力してください' });
export type PointAdjustBody = z.infer<typeof pointAdjustBody>;

const nullableString = z.string().nullable();
export const memberListItem = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  memberNo: z.string(),
  name: z.string(),
  kana: z.string(),
  gender: customerGender.schema,
  birthDate: nullableString,
  postalCode: nullableString,
  prefectureCode: nullableString,
  address: nullableString,
  phone: nullableString,
  email: nullableString,
  joinedOn: z.string(),
  joinedCinemaId: z.number().int().nullable(),
  joinedCinemaName: nullableString,
  joinChannel: joinChannel.schema,
  memberSystemId: z.number().int(),
  memberSystemName: z.string(),
  rank: z.number().int(),
  rankName: z.string(),
  rankColor: z.string(),
  status: memberStatus.schema,
  validUntil: nullableString,
  points: z.number().int(),
  memo: nullableString,
  mailOptIn: z.boolean(),
  /** When the member stopped mail through a mail's 配信停止 link (null: never, or opted in again since). */
  mailUnsubscribedAt: nullableString,
  /** The personal data above is masked (the caller's role lacks the 会員 module's 出力 permission). */
  masked: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberListItem = z.infer<typeof memberListItem>;

export const rankChange = z.object({
  fromRank: z.number().int().nullable(),
  toRank: z.number().int(),
  reason: rankChangeReason.schema,
  figure: z.number().int().nullable(),
  changedOn: z.string(),
  by: nullableString,
});
export type RankChange = z.infer<typeof rankChange>;

export const member = memberListItem.extend({
  rankHistory: z.array(rankChange),
  /** Over the system's rank window: what the rank job reads. */
  windowSpend: z.number().int(),
  windowVisits: z.number().int(),
  visitCount: z.number().int(),
  lastVisitOn: nullableString,
});
export type Member = z.infer<typeof member>;

export const pointEntry = z.object({
  id: z.number().int(),
  kind: pointEntryKind.schema,
  points: z.number().int(),
  transactionNo: nullableString,
  reason: nullableString,
  expiresOn: nullableString,
  occurredOn: z.string(),
  by: nullableString,
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntry>;

export const memberPurchase = z.object({
  transactionId: z.string(),
  transactionNo: z.string(),
  kind: z.string(),
  status: z.string(),
  channel: z.string(),
  cinemaName: z.string(),
  salesBusinessDate: z.string(),
  occurredAt: z.string(),
  total: z.number().int(),
  tickets: z.number().int(),
  points: z.number().int(),
});
export type MemberPurchase = z.infer<typeof memberPurchase>;

/** A whole number in a query string, with the field's Japanese message. */
const queryInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: ja.numberRange(label, min, max) })
    .int(ja.numberRange(label, min, max))
    .min(min, ja.numberRange(label, min, max))
    .max(max, ja.numberRange(label, min, max));
const searchText = (label: string, max: number) =>
  cleanString(label).trim().max(max, ja.maxLength(label, max)).optional();
export const memberSortFields = ['memberNo', 'kana', 'joinedOn', 'validUntil', 'rank'] as const;
export const memberListQuery = sortedList(memberSortFields).extend({
  memberNo: searchText(L.memberNo, 40),
  phone: searchText(L.phone, 20),
  email: searchText(L.email, 254),
  rank: queryInt(L.rank, 1, 10).optional(),
  status: memberStatus.schema.optional(),
  memberSystemId: pickId(L.memberSystemId).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;
export const memberPagedQuery = z.object({
  page: queryInt('ページ', 0, 100_000).default(0),
  pageSize: queryInt('表示件数', 1, 500).default(50),
});

/** What a counter learns of a member from a card or a typed number. */
export const deviceMemberQuery = z.object({ code: requiredText('会員番号またはカードのQR', 60) });
export const deviceMember = z.object({
  memberNo: z.string(),
  name: z.string(),
  status: memberStatus.schema,
  /** Only an active member earns points and gets the rank's benefits. */
  active: z.boolean(),
  validUntil: nullableString,
  rank: z.object({ rank: z.number().int(), name: z.string(), color: z.string() }),
  benefits: z.object({
    discountKind: z.enum(['none', 'yen', 'percent']),
    discountValue: z.number().int(),
    presaleDays: z.number().int(),
  }),
  usablePoints: z.number().int(),
  /** The 会員制度's fees (tax included, 10 %): what a `membershipFee` line of this member charges. */
  fees: z.object({
    join: z.number().int(),
    annual: z.number().int(),
    renewal: z.number().int(),
    card: z.number().int(),
  }),
  /** The coupons the member holds and may use now (会員クーポン, docs/membership.md): none unless active. */
  coupons: z.array(
    z.object({
      serial: z.string(),
      name: z.string(),
      discountKind: couponDiscountKind.schema,
      discountAmount: z.number().int(),
      /** The last day it may be used, or null when it does not expire. */
      expiresOn: nullableString,
    }),
  ),
});
export type DeviceMember = z.infer<typeof deviceMember>;

/** Masks for a role that may not see personal data: enough is left to confirm with the member (the last digits). */
export const maskPhone = (v: string | null) => (v ? v.replace(/\d(?=(?:\D*\d){4})/g, '*') : null);
export const maskEmail = (v: string | null) => (v ? v.replace(/^(.)[^@]*@/, '$1***@') : null);
export const maskDate = (v: string | null) => (v ? '****-**-**' : null);
export const maskText = (v: string | null) => (v ? '＊＊＊' : null);

export const memberMessages = {
  withdrawn: '退会した会員は変更できません。',
  personalMasked: '個人情報を閲覧できないロールのため、個人情報は変更できません。',
  rankOutOfSystem: (n: number) => `「${L.rank}」は会員制度のランク（1〜${n}）から選択してください`,
  negativeBalance: (balance: number) => `保有ポイント（${balance}pt）を超えて減らすことはできません。`,
  notFound: '会員が見つかりません。会員番号を確認してください。',
} as const;
