import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { optionalDateField } from './dates.js';
import { labelled } from './enums.js';
import { id, int, optionalInt, optionalText, refId, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { salesDevice, ticketKind } from './price-templates.js';
import { seatTypes } from './seat-plan.js';

// クーポン (/coupon): a brand's discount that customers present as a serial code (couponlist). The
// coupon has a discount amount or preferential price, usage count, expiry type (deadline, period, none),
// client settings, applicable items, seats, screen formats or language versions (each list empty: any). Redeemed at POS, kiosk and online.

export const couponDiscountKind = labelled(['amountOff', 'fixedPrice'], {
  amountOff: '金額引き',
  fixedPrice: '優待価格',
});
export type CouponDiscountKind = (typeof couponDiscountKind.values)[number];

export const couponExpiryType = labelled(['deadline', 'daysFromIssue', 'daysFromActivation', 'none'], {
  deadline: '期限日まで',
  daysFromIssue: '発行から日数',
  daysFromActivation: '有効化から日数',
  none: '期限なし',
});
export type CouponExpiryType = (typeof couponExpiryType.values)[number];

/**
 * What a serial stands for: a discount coupon, or a paper ticket (鑑賞券 sold, 招待券 given, 前売券 on
 * consignment) that admits one person; /coupon lists the first, /ticket the others.
 */
export const couponKind = labelled(['coupon', 'viewing', 'invitation', 'advance'], {
  coupon: 'クーポン',
  viewing: '鑑賞券',
  invitation: '招待券',
  advance: '前売券',
});
export type CouponKind = (typeof couponKind.values)[number];
export const paperTicketKinds = ['viewing', 'invitation', 'advance'] as const;
export const couponCategory = labelled(['coupon', 'ticket'], { coupon: 'クーポン', ticket: '鑑賞券・招待券・前売券' });

export const couponState = labelled(['active', 'stopped'], { active: '利用可', stopped: '停止中' });
export type CouponState = (typeof couponState.values)[number];

/** The shop groups a coupon can discount, as GET /api/group/listForCoupon answers (no 手数料, no 企画). */
export const couponShopGroups = ['product', 'food', 'other'] as const;

export const MAX_COUPON_AMOUNT = 100_000;
export const MAX_COUPON_USES = 999;
export const MAX_COUPON_DAYS = 3650;

export const couponLabels = {
  kind: '種別',
  name: 'クーポン名',
  description: '説明',
  discountKind: '割引方法',
  discountAmount: '割引額・優待価格',
  ticketKinds: '対象券種',
  seatTypes: '対象座席種別',
  formatIds: '対象の上映方式',
  versionIds: '対象の言語（字幕・吹替）',
  shopItemIds: '対象商品',
  shopGroups: '対象売店グループ',
  minPurchase: '最低購入金額',
  cinemaIds: '利用可能劇場',
  usageLimit: '1シリアルあたりの利用回数',
  expiryType: '有効期限の種類',
  validFrom: '利用開始日',
  validUntil: '有効期限日',
  validDays: '有効日数',
  combinable: '割引ルールとの併用',
  channels: '利用チャネル',
  clientId: '取引先',
  faceValue: '額面',
  bookedAmount: '計上単価',
  filmIds: '対象作品',
  state: '状態',
  note: '備考',
} as const;
const L = couponLabels;

export const couponMessages = {
  validUntilRequired: `「${L.expiryType}」が期限日の場合は「${L.validUntil}」を入力してください`,
  validDaysRequired: `「${L.expiryType}」が日数の場合は「${L.validDays}」を入力してください`,
  periodOrder: `「${L.validUntil}」は「${L.validFrom}」以降の日付を入力してください`,
  channelsRequired: ja.requiredSelect(L.channels),
} as const;

const uniqueArray = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: ja.requiredSelect(label) })
    .max(max, `「${label}」は${max}件以内で選択してください`)
    .default([])
    .transform((v) => [...new Set(v)] as z.infer<T>[]);

// The 取引先 a coupon or paper ticket is issued or charged to (a client of the brand).
const clientRef = z
  .number({ error: ja.requiredSelect(L.clientId) })
  .int(ja.requiredSelect(L.clientId))
  .positive(ja.requiredSelect(L.clientId))
  .max(2_147_483_647, ja.requiredSelect(L.clientId))
  .nullish()
  .transform((v) => v ?? null);

const couponFields = {
  kind: z.enum(couponKind.values, { error: ja.requiredSelect(L.kind) }).default('coupon'),
  name: requiredText(L.name, 60),
  description: optionalText(L.description, 500),
  discountKind: z.enum(couponDiscountKind.values, { error: ja.requiredSelect(L.discountKind) }),
  discountAmount: int(L.discountAmount, 0, MAX_COUPON_AMOUNT),
  ticketKinds: uniqueArray(z.enum(ticketKind.values, { error: ja.requiredSelect(L.ticketKinds) }), L.ticketKinds, 20),
  seatTypes: uniqueArray(z.enum(seatTypes, { error: ja.requiredSelect(L.seatTypes) }), L.seatTypes, 10),
  // 上映方式 and 字幕・吹替: rows of a cinema's version master that stand for their code at every cinema of the brand
  // (docs/domain.md, "what a coupon applies to").
  formatIds: uniqueArray(refId(L.formatIds), L.formatIds, 50),
  versionIds: uniqueArray(refId(L.versionIds), L.versionIds, 50),
  shopItemIds: uniqueArray(refId(L.shopItemIds), L.shopItemIds, 200),
  shopGroups: uniqueArray(z.enum(couponShopGroups, { error: ja.requiredSelect(L.shopGroups) }), L.shopGroups, 10),
  minPurchase: optionalInt(L.minPurchase, 1, 10_000_000),
  cinemaIds: uniqueArray(refId(L.cinemaIds), L.cinemaIds, 200),
  usageLimit: int(L.usageLimit, 1, MAX_COUPON_USES).default(1),
  expiryType: z.enum(couponExpiryType.values, { error: ja.requiredSelect(L.expiryType) }),
  validFrom: optionalDateField(L.validFrom),
  validUntil: optionalDateField(L.validUntil),
  validDays: optionalInt(L.validDays, 1, MAX_COUPON_DAYS),
  combinable: z.boolean({ error: ja.requiredSelect(L.combinable) }).default(false),
  channels: z
    .array(z.enum(salesDevice.values, { error: couponMessages.channelsRequired }), {
      error: couponMessages.channelsRequired,
    })
    .min(1, couponMessages.channelsRequired)
    .max(3, couponMessages.channelsRequired)
    .transform((v) => [...new Set(v)]),
  clientId: clientRef,
  /** Paper tickets: the printed price, and what box office books when one is used (docs/reports.md, "paper tickets"). */
  faceValue: optionalInt(L.faceValue, 0, MAX_COUPON_AMOUNT),
  bookedAmount: optionalInt(L.bookedAmount, 0, MAX_COUPON_AMOUNT),
  /** Films a paper ticket admits to; empty: any film. */
  filmIds: uniqueArray(refId(L.filmIds), L.filmIds, 100),
  state: z.enum(couponState.values, { error: ja.requiredSelect(L.state) }).default('active'),
  note: optionalText(L.note, 200),
};

type ExpiryShape = {
  expiryType: CouponExpiryType;
  validFrom: string | null;
  validUntil: string | null;
  validDays: number | null;
};
const expiryRules = (v: ExpiryShape, ctx: z.RefinementCtx) => {
  if (v.expiryType === 'deadline' && !v.validUntil)
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: couponMessages.validUntilRequired });
  if (v.expiryType.startsWith('days') && v.validDays == null)
    ctx.addIssue({ code: 'custom', path: ['validDays'], message: couponMessages.validDaysRequired });
  if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: couponMessages.periodOrder });
};
// What does not belong to the expiry type chosen is not kept.
const clearExpiry = <T extends ExpiryShape>(v: T): T => ({
  ...v,
  validUntil: v.expiryType === 'deadline' ? v.validUntil : null,
  validDays: v.expiryType.startsWith('days') ? v.validDays : null,
});

export const couponCreateBody = z.object(couponFields).superRefine(expiryRules).transform(clearExpiry);
export type CouponCreateBody = z.infer<typeof couponCreateBody>;
export type CouponCreateInput = z.input<typeof couponCreateBody>;
export const couponUpdateBody = z
  .object({ id, version: versionField, ...couponFields })
  .superRefine(expiryRules)
  .transform(clearExpiry);
export type CouponUpdateBody = z.infer<typeof couponUpdateBody>;

export const coupon = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  kind: couponKind.schema,
  name: z.string(),
  description: z.string().nullable(),
  discountKind: couponDiscountKind.schema,
  discountAmount: z.number().int(),
  ticketKinds: z.array(ticketKind.schema),
  seatTypes: z.array(z.enum(seatTypes)),
  formatIds: z.array(z.number().int()),
  versionIds: z.array(z.number().int()),
  shopItemIds: z.array(z.number().int()),
  shopGroups: z.array(z.enum(couponShopGroups)),
  minPurchase: z.number().int().nullable(),
  cinemaIds: z.array(z.number().int()),
  usageLimit: z.number().int(),
  expiryType: couponExpiryType.schema,
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  validDays: z.number().int().nullable(),
  combinable: z.boolean(),
  channels: z.array(salesDevice.schema),
  clientId: z.number().int().nullable(),
  faceValue: z.number().int().nullable(),
  bookedAmount: z.number().int().nullable(),
  filmIds: z.array(z.number().int()),
  state: couponState.schema,
  note: z.string().nullable(),
  /** Serials issued so far and how many of them are used up. */
  serialCount: z.number().int(),
  usedCount: z.number().int(),
  version: z.number().int(),
  ...timestamps,
});
export type Coupon = z.infer<typeof coupon>;

export const couponSortFields = ['name', 'discountAmount', 'validUntil', 'state', 'updatedAt'] as const;
export const couponListQuery = sortedList(couponSortFields).extend({
  /** クーポン (/coupon) or the paper tickets (/ticket); both when omitted. */
  category: z.enum(couponCategory.values, { error: ja.requiredSelect(L.kind) }).optional(),
  kind: z.enum(couponKind.values, { error: ja.requiredSelect(L.kind) }).optional(),
  state: z.enum(couponState.values, { error: ja.requiredSelect(L.state) }).optional(),
  channel: z.enum(salesDevice.values, { error: ja.requiredSelect(L.channels) }).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

/** One line for a list or a receipt: 100円引き, 優待価格 1,000円; a paper ticket: 鑑賞券 1名. */
export const couponDiscountText = (c: Pick<Coupon, 'discountKind' | 'discountAmount'> & { kind?: CouponKind }) =>
  c.kind && c.kind !== 'coupon'
    ? `${couponKind.labels[c.kind]} 1名`
    : c.discountKind === 'amountOff'
      ? `${c.discountAmount.toLocaleString('ja-JP')}円引き`
      : `優待価格 ${c.discountAmount.toLocaleString('ja-JP')}円`;
