import { z } from 'zod';
import { optionalDateField } from './dates.js';
import { firstStaff } from './first-account.js';
import { sortedList } from './common.js';
import { optionalKana } from './kana.js';
import {
  code,
  id,
  int,
  optionalEmail,
  optionalInt,
  optionalText,
  phone,
  postalCode,
  requiredText,
  url,
  versionField,
} from './fields.js';
import { cinemaStatus } from './enums.js';
import { prefectureCode } from './address.js';
import { ja } from './messages.js';
import { queryIds } from './fields.js';
import { DEFAULT_CLEANING_MINUTES, MAX_CLEANING_MINUTES } from './schedules.js';

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '時刻は「HH:mm」の形式で入力してください（例：09:00）')
  .nullish()
  .transform((v) => v ?? null);

/** The cinema master's field labels: the validation messages, the form and the list use these. */
export const cinemaLabels = {
  brandId: 'ブランド',
  code: '劇場コード',
  name: '劇場名',
  nameKana: '劇場名（カナ）',
  status: '状態',
  openingDate: '開業日',
  postalCode: '郵便番号',
  prefectureCode: '都道府県',
  city: '市区町村',
  addressLine: '番地',
  building: '建物名',
  phone: '電話番号',
  email: '劇場メールアドレス',
  businessDayCutoffHour: '営業日の切り替え時刻',
  defaultCleaningMinutes: '清掃時間の初期値（分）',
  onlineSalesStartDays: 'オンライン販売開始（日前）',
  onlineSalesStartTime: 'オンライン販売開始時刻',
  onlineSalesEndMinutes: 'オンライン販売終了（上映開始後・分）',
  posSalesEndMinutes: '窓口販売終了（上映開始後・分）',
  maxTicketsPerOrder: '1回の購入上限枚数',
  seatHoldMinutes: '座席仮押さえ時間（分）',
  paymentShopId: '決済ショップID',
  mailSenderName: '送信者名',
  mailSenderAddress: '送信元メールアドレス',
  mailReplyTo: '返信先メールアドレス',
  websiteUrl: '公式サイト',
  xUrl: 'X（旧Twitter）',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  lineUrl: 'LINE',
  youtubeUrl: 'YouTube',
  sortOrder: '表示順',
  screenCount: 'スクリーン数',
} as const;
const L = cinemaLabels;

// Online shop ID of the payment service: 13 digits (docs/api-conventions.md, "validation").
const paymentShopId = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{13}$/.test(v), `「${L.paymentShopId}」は13桁の数字で入力してください`)
  .nullish()
  .transform((v) => (v ? v : null));

// z.enum's own message is English; the 400 answer and the form name the field in Japanese.
const statusField = z.enum(cinemaStatus.values, { error: ja.requiredSelect(L.status) });

const cinemaFields = {
  code: code(L.code, 10),
  name: requiredText(L.name, 100),
  nameKana: optionalKana(L.nameKana, 100),
  status: statusField,
  openingDate: optionalDateField(L.openingDate),
  postalCode,
  prefectureCode: prefectureCode,
  city: requiredText(L.city, 100),
  addressLine: optionalText(L.addressLine, 200),
  building: optionalText(L.building, 200),
  phone,
  email: optionalEmail(L.email),
  // 営業日の切り替え時刻 on the 36-hour scale (docs/domain.md, "the business day": 0-36).
  businessDayCutoffHour: z
    .number({ error: ja.cutoffHourRange })
    .int(ja.cutoffHourRange)
    .min(0, ja.cutoffHourRange)
    .max(36, ja.cutoffHourRange),
  // 清掃時間 a new screening starts with; each screening may change its own.
  defaultCleaningMinutes: int(L.defaultCleaningMinutes, 0, MAX_CLEANING_MINUTES).default(DEFAULT_CLEANING_MINUTES),
  onlineSalesStartDays: int(L.onlineSalesStartDays, 0, 90),
  onlineSalesStartTime: hhmm,
  onlineSalesEndMinutes: int(L.onlineSalesEndMinutes, -120, 120),
  posSalesEndMinutes: int(L.posSalesEndMinutes, 0, 240),
  maxTicketsPerOrder: int(L.maxTicketsPerOrder, 1, 50),
  seatHoldMinutes: int(L.seatHoldMinutes, 1, 60),
  paymentShopId,
  mailSenderName: optionalText(L.mailSenderName, 100),
  mailSenderAddress: optionalEmail(L.mailSenderAddress),
  mailReplyTo: optionalEmail(L.mailReplyTo),
  websiteUrl: url(L.websiteUrl),
  xUrl: url(L.xUrl),
  instagramUrl: url(L.instagramUrl),
  facebookUrl: url(L.facebookUrl),
  lineUrl: url(L.lineUrl),
  youtubeUrl: url(L.youtubeUrl),
  sortOrder: optionalInt(L.sortOrder, 0, 9999),
};

/** A new cinema may come with its first staff account (optional section of the form). */
export const cinemaCreateBody = z.object({ brandId: id.optional(), ...cinemaFields, firstStaff: firstStaff.nullish() });
export type CinemaCreateBody = z.infer<typeof cinemaCreateBody>;
export const cinemaUpdateBody = z.object({ id, version: versionField, ...cinemaFields });
export type CinemaUpdateBody = z.infer<typeof cinemaUpdateBody>;

const nullableString = z.string().nullable();
export const cinema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  brandCode: z.string(),
  code: z.string(),
  name: z.string(),
  nameKana: nullableString,
  status: cinemaStatus.schema,
  openingDate: nullableString,
  postalCode: nullableString,
  prefectureCode: z.string(),
  city: z.string(),
  addressLine: nullableString,
  building: nullableString,
  phone: nullableString,
  email: nullableString,
  businessDayCutoffHour: z.number().int(),
  defaultCleaningMinutes: z.number().int(),
  onlineSalesStartDays: z.number().int(),
  onlineSalesStartTime: nullableString,
  onlineSalesEndMinutes: z.number().int(),
  posSalesEndMinutes: z.number().int(),
  maxTicketsPerOrder: z.number().int(),
  seatHoldMinutes: z.number().int(),
  paymentShopId: nullableString,
  mailSenderName: nullableString,
  mailSenderAddress: nullableString,
  mailReplyTo: nullableString,
  websiteUrl: nullableString,
  xUrl: nullableString,
  instagramUrl: nullableString,
  facebookUrl: nullableString,
  lineUrl: nullableString,
  youtubeUrl: nullableString,
  sortOrder: z.number().int().nullable(),
  screenCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cinema = z.infer<typeof cinema>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const cinemaSortFields = ['code', 'name', 'status', 'createdAt'] as const;
export const cinemaListQuery = sortedList(cinemaSortFields).extend({
  brandId: id.optional(),
  status: statusField.optional(),
  prefectureCode: prefectureCode.optional(),
});
export type CinemaListQuery = z.infer<typeof cinemaListQuery>;

export const cinemaListMapQuery = z.object({ brandId: id.optional(), cinemaIds: queryIds });
export type CinemaListMapQuery = z.infer<typeof cinemaListMapQuery>;
export const cinemaOption = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  brandId: z.number().int(),
});
export type CinemaOption = z.infer<typeof cinemaOption>;

/** The 36-hour cut-off normalised: values under 24 name the same hour of the next morning. */
export const normalisedCutoffHour = (h: number): number => (h < 24 ? h + 24 : h);
