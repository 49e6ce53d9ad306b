import { z } from 'zod';
import { cleanString } from './text.js';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { code, id, int, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// Payment methods (決済方法) belong to a brand; each cinema switches them on per sales channel.
// ポイント (`points`): a member's points as a tender, 1 point = 1 yen; one such method per brand (docs/membership.md,
// "points as a tender").
export const paymentKind = labelled(
  ['cash', 'credit', 'emoney', 'qr', 'movieTicket', 'coupon', 'voucher', 'points', 'custom'],
  {
    cash: '現金',
    credit: 'クレジットカード',
    emoney: '電子マネー',
    qr: 'QRコード決済',
    movieTicket: 'ムビチケ',
    coupon: 'クーポン',
    voucher: '鑑賞券・商品券',
    points: 'ポイント',
    custom: 'その他',
  },
);
export type PaymentKind = (typeof paymentKind.values)[number];

export const paymentChannel = labelled(['pos', 'kiosk', 'online'], {
  pos: 'POS',
  kiosk: '自動券売機',
  online: 'オンライン',
});
export type PaymentChannel = (typeof paymentChannel.values)[number];

/** The payment master's field labels: the validation messages, the form and the list use these. */
export const paymentLabels = {
  code: '決済コード',
  name: '決済方法名',
  kind: '決済種別',
  sortOrder: '表示順',
  givesChange: 'おつり',
  feeRate: '手数料率',
  active: '有効',
  channels: '販売チャネル',
  cinemaId: '劇場',
  enabledCinemas: '利用劇場数',
} as const;
const L = paymentLabels;

const kindField = z.enum(paymentKind.values, { error: ja.requiredSelect(L.kind) });

const feeRateMessage = `「${L.feeRate}」は0〜100の数値（小数点以下2桁まで）で入力してください`;
// A percentage such as 3.24 (%); two decimals are what card acquirers quote.
const feeRate = z
  .number({ error: ja.required(L.feeRate) })
  .min(0, feeRateMessage)
  .max(100, feeRateMessage)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, feeRateMessage);

const paymentFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 50),
  kind: kindField,
  sortOrder: int(L.sortOrder, 0, 9999),
  givesChange: z.boolean({ error: ja.requiredSelect(L.givesChange) }),
  feeRate,
  active: z.boolean({ error: ja.requiredSelect(L.active) }),
};

export const paymentCreateBody = z.object(paymentFields);
export type PaymentCreateBody = z.infer<typeof paymentCreateBody>;
export const paymentUpdateBody = z.object({ id, version: versionField, ...paymentFields });
export type PaymentUpdateBody = z.infer<typeof paymentUpdateBody>;

const channelCount = z.object({ pos: z.number().int(), kiosk: z.number().int(), online: z.number().int() });

export const paymentMethod = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: paymentKind.schema,
  sortOrder: z.number().int(),
  givesChange: z.boolean(),
  feeRate: z.number(),
  active: z.boolean(),
  /** How many cinemas of the caller's scope accept it, per channel. */
  enabledCinemas: channelCount,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const paymentSortFields = ['code', 'name', 'kind', 'sortOrder', 'feeRate', 'active'] as const;
export const paymentListQuery = sortedList(paymentSortFields).extend({
  kind: kindField.optional(),
  active: z
    .enum(['true', 'false'], { error: ja.requiredSelect(L.active) })
    .transform((v) => v === 'true')
    .optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

// One cinema's enablement matrix: for each of the brand's methods, the channels that accept it.
const channels = z
  .array(z.enum(paymentChannel.values, { error: ja.requiredSelect(L.channels) }))
  .transform((v) => paymentChannel.values.filter((c) => v.includes(c)));

export const paymentCinemaSettingsQuery = z.object({ cinemaId: id.optional() });
export const paymentCinemaSetting = z.object({
  paymentMethodId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: paymentKind.schema,
  active: z.boolean(),
  channels: z.array(paymentChannel.schema),
});
export type PaymentCinemaSetting = z.infer<typeof paymentCinemaSetting>;
/**
 * `version` fingerprints the cinema's whole matrix (it has no row of its own to count saves on):
 * a save carrying an old fingerprint answers stale_version instead of undoing someone else's change.
 */
export const paymentCinemaSettings = z.object({
  cinemaId: z.number().int(),
  version: z.string(),
  list: z.array(paymentCinemaSetting),
});
export type PaymentCinemaSettings = z.infer<typeof paymentCinemaSettings>;

export const paymentCinemaSettingsBody = z.object({
  cinemaId: id.optional(),
  version: cleanString('バージョン', { typeMessage: ja.required('バージョン') })
    .min(1)
    .max(64),
  settings: z.array(z.object({ paymentMethodId: id, channels })).max(500),
});
export type PaymentCinemaSettingsBody = z.infer<typeof paymentCinemaSettingsBody>;
