import { z } from 'zod';
import { sortedList } from './common.js';
import { couponDiscountKind } from './coupons.js';
import { labelled, shopGroup } from './enums.js';
import { id, int, optionalText, pickId, refId } from './fields.js';
import { ja } from './messages.js';
import { salesDevice, ticketKind } from './price-templates.js';
import { seatTypes } from './seat-plan.js';
import type { ImportColumn } from './imports.js';
import { normalizeSerial, parseLegacySerial, serialLookupField, serialMessages } from './serials.js';

// The serials of a coupon (/couponlist/{id}): issued in batches, activated or invalidated one at a
// time, by selection or by a range of numbers, and redeemed (used) at POS, kiosk and online.
// Serial states (docs/api-conventions.md, "original names"): issued, activated or valid, invalid, used.

export const serialState = labelled(['issued', 'activated', 'invalid', 'used'], {
  issued: '発行済',
  activated: '有効',
  invalid: '無効',
  used: '使用済',
});
export type SerialState = (typeof serialState.values)[number];

export const MAX_SERIAL_ISSUE = 100_000;

export const serialLabels = {
  code: 'シリアル番号',
  seq: '番号',
  state: '状態',
  usedCount: '利用回数',
  issuedAt: '発行日時',
  activatedAt: '有効化日時',
  expiresOn: '有効期限',
  invalidReason: '無効理由',
  count: '発行枚数',
  fromSeq: '開始番号',
  toSeq: '終了番号',
  reason: '無効にする理由',
  cinemaId: '劇場',
  channel: '利用チャネル',
  reference: '取引番号',
  purchaseAmount: '購入金額',
} as const;
const L = serialLabels;

/** Why a serial cannot be used now: the same words at the counter, in the console and online. */
export const redemptionMessages = {
  notFound: 'このシリアル番号のクーポンは見つかりません',
  used: 'このクーポンはすでに使用されています',
  invalid: 'このクーポンは無効です',
  stopped: 'このクーポンは現在利用を停止しています',
  expired: 'このクーポンは有効期限が切れています',
  notYetValid: 'このクーポンはまだ利用できません',
  notActivated: 'このクーポンはまだ有効化されていません',
  cinema: 'このクーポンはこの劇場ではご利用いただけません',
  channel: 'このクーポンはこの販売チャネルではご利用いただけません',
  item: 'このクーポンはこの商品・券種にはご利用いただけません',
  shopItem: 'このクーポンはこの商品にはご利用いただけません',
  film: 'このクーポンはこの作品にはご利用いただけません',
  format: 'このクーポンはこの上映方式にはご利用いただけません',
  version: 'このクーポンはこの言語（字幕・吹替）の上映にはご利用いただけません',
  minPurchase: (amount: number) =>
    `このクーポンは${amount.toLocaleString('ja-JP')}円以上のお買い上げでご利用いただけます`,
  reversed: 'この利用はすでに取り消されています',
} as const;

export const serialSelectionMessages = {
  selectionRequired: '対象のシリアル（選択または番号の範囲）を指定してください',
  rangeOrder: `「${L.toSeq}」は「${L.fromSeq}」以上の番号を入力してください`,
  reasonRequired: ja.required(L.reason),
} as const;

export const couponSerial = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  batchId: z.number().int(),
  seq: z.number().int(),
  code: z.string(),
  state: serialState.schema,
  usedCount: z.number().int(),
  usageLimit: z.number().int(),
  issuedAt: z.string(),
  activatedAt: z.string().nullable(),
  invalidReason: z.string().nullable(),
  /** The last day it may be used (Japan time), or null when it does not expire. */
  expiresOn: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type CouponSerial = z.infer<typeof couponSerial>;

export const couponSerialListQuery = sortedList(['seq', 'state', 'usedCount']).extend({
  couponId: pickId('クーポン'),
  state: z.enum(serialState.values, { error: ja.requiredSelect(L.state) }).optional(),
  // A serial searched as typed: hyphens, spaces, case and full width do not matter.
  keyword: z
    .string()
    .max(100, ja.maxLength(L.code, 100))
    .transform((v) => normalizeSerial(v).replace(/[^0-9A-Z]/g, '') || undefined)
    .optional(),
  fromSeq: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  toSeq: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
});
export type CouponSerialListQuery = z.infer<typeof couponSerialListQuery>;

export const couponSerialIssueBody = z.object({
  couponId: refId('クーポン'),
  count: int(L.count, 1, MAX_SERIAL_ISSUE),
  note: optionalText('備考', 200),
});
export type CouponSerialIssueBody = z.infer<typeof couponSerialIssueBody>;
export const couponSerialIssued = z.object({
  batchId: z.number().int(),
  count: z.number().int(),
  firstSeq: z.number().int(),
  lastSeq: z.number().int(),
});

export const serialAction = labelled(['activate', 'invalidate'], { activate: '有効にする', invalidate: '無効にする' });

const seqField = (label: string) => int(label, 1, 2_000_000_000).nullish();
export const couponSerialStateBody = z
  .object({
    couponId: refId('クーポン'),
    action: z.enum(serialAction.values, { error: ja.requiredSelect('操作') }),
    /** One serial or a selection. */
    serialIds: z.array(id).max(10_000).optional(),
    /** Or a range of numbers (番号), both ends included. */
    fromSeq: seqField(L.fromSeq),
    toSeq: seqField(L.toSeq),
    reason: optionalText(L.reason, 200),
  })
  .superRefine((v, ctx) => {
    const range = v.fromSeq != null || v.toSeq != null;
    if (!v.serialIds?.length && !range)
      ctx.addIssue({ code: 'custom', path: ['serialIds'], message: serialSelectionMessages.selectionRequired });
    if (range && (v.fromSeq == null || v.toSeq == null))
      ctx.addIssue({
        code: 'custom',
        path: [v.fromSeq == null ? 'fromSeq' : 'toSeq'],
        message: ja.required(v.fromSeq == null ? L.fromSeq : L.toSeq),
      });
    if (v.fromSeq != null && v.toSeq != null && v.toSeq < v.fromSeq)
      ctx.addIssue({ code: 'custom', path: ['toSeq'], message: serialSelectionMessages.rangeOrder });
    if (v.action === 'invalidate' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: serialSelectionMessages.reasonRequired });
  });
export type CouponSerialStateBody = z.infer<typeof couponSerialStateBody>;
export const couponSerialStateAnswer = z.object({ updated: z.number().int() });

/** What the sale would use the serial for: a ticket or a shop item; omitted parts are not checked. */
export const redemptionItem = z.object({
  ticketKind: ticketKind.schema.optional(),
  seatType: z.enum(seatTypes, { error: ja.requiredSelect('座席種別') }).optional(),
  formatId: id.optional(),
  /** The screening's language version (字幕・吹替). */
  versionId: id.optional(),
  filmId: id.optional(),
  shopItemId: id.optional(),
  shopGroup: shopGroup.schema.optional(),
});
export type RedemptionItem = z.infer<typeof redemptionItem>;

export const serialCheckBody = z.object({
  code: serialLookupField,
  cinemaId: refId(L.cinemaId),
  channel: z.enum(salesDevice.values, { error: ja.requiredSelect(L.channel) }),
  item: redemptionItem.optional(),
  purchaseAmount: int(L.purchaseAmount, 0, 100_000_000).optional(),
});
export type SerialCheckBody = z.infer<typeof serialCheckBody>;
export const serialRedeemBody = serialCheckBody.extend({ reference: optionalText(L.reference, 64) });
export type SerialRedeemBody = z.infer<typeof serialRedeemBody>;
export const serialReverseBody = z.object({ redemptionId: refId('利用') });

export const serialCouponSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  discountKind: couponDiscountKind.schema,
  discountAmount: z.number().int(),
  combinable: z.boolean(),
});
export const serialCheckAnswer = z.object({
  usable: z.boolean(),
  /** The refusal in Japanese, null when usable. */
  message: z.string().nullable(),
  serial: couponSerial.nullable(),
  coupon: serialCouponSummary.nullable(),
});
export type SerialCheckAnswer = z.infer<typeof serialCheckAnswer>;
export const serialRedeemAnswer = z.object({
  redemptionId: z.number().int(),
  serial: couponSerial,
  coupon: serialCouponSummary,
});
export type SerialRedeemAnswer = z.infer<typeof serialRedeemAnswer>;

// 取込: serials a chain's old system printed, added to a coupon or paper ticket as 発行済 (activate or
// invalidate them on the screen afterwards). One column; the header is the list's own label.
export const serialImportColumns: ImportColumn[] = [{ header: serialLabels.code, field: 'code', required: true }];
export const serialImportRow = z.object({
  code: z.string().transform((v, ctx) => {
    const r = parseLegacySerial(v);
    if (r.ok) return r.code;
    ctx.addIssue({ code: 'custom', message: serialMessages[r.reason] });
    return z.NEVER;
  }),
});
export type SerialImportRow = z.infer<typeof serialImportRow>;
export const serialImportQuery = z.object({ couponId: id });
