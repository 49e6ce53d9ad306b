import { z } from 'zod';
import { listQuery } from './common.js';
import { code, id, int, optionalEmail, optionalInt, optionalText, phone, postalCode, requiredText, url, versionField } from './fields.js';
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

// Online shop ID of the payment service: 13 digits (SPEC.md section 9).
const paymentShopId = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{13}$/.test(v), '「決済ショップID」は13桁の数字で入力してください')
  .nullish()
  .transform((v) => (v ? v : null));

// z.enum's own message is English; the 400 answer and the form name the field in Japanese.
const statusField = z.enum(cinemaStatus.values, { error: ja.requiredSelect('ステータス') });

const cinemaFields = {
  code: code('劇場コード', 10),
  name: requiredText('劇場名', 100),
  nameKana: optionalText('劇場名（カナ）', 100),
  status: statusField,
  openingDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日付の形式が正しくありません')
    .nullish()
    .transform((v) => v ?? null),
  postalCode,
  prefectureCode: prefectureCode,
  city: requiredText('市区町村', 100),
  addressLine: optionalText('番地', 200),
  building: optionalText('建物名', 200),
  phone,
  email: optionalEmail('劇場メールアドレス'),
  // 営業日の切り替え時刻 on the 36-hour scale (SPEC.md section 5: 0-36).
  businessDayCutoffHour: z
    .number({ error: ja.cutoffHourRange })
    .int(ja.cutoffHourRange)
    .min(0, ja.cutoffHourRange)
    .max(36, ja.cutoffHourRange),
  // 清掃時間 a new screening starts with; each screening may change its own.
  defaultCleaningMinutes: int('清掃時間の初期値（分）', 0, MAX_CLEANING_MINUTES).default(DEFAULT_CLEANING_MINUTES),
  onlineSalesStartDays: int('オンライン販売開始（日前）', 0, 90),
  onlineSalesStartTime: hhmm,
  onlineSalesEndMinutes: int('オンライン販売終了（上映開始後・分）', -120, 120),
  posSalesEndMinutes: int('窓口販売終了（上映開始後・分）', 0, 240),
  maxTicketsPerOrder: int('1回の購入上限枚数', 1, 50),
  seatHoldMinutes: int('座席仮押さえ時間（分）', 1, 60),
  paymentShopId,
  mailSenderName: optionalText('送信者名', 100),
  mailSenderAddress: optionalEmail('送信元メールアドレス'),
  mailReplyTo: optionalEmail('返信先メールアドレス'),
  websiteUrl: url('公式サイト'),
  xUrl: url('X（旧Twitter）'),
  instagramUrl: url('Instagram'),
  facebookUrl: url('Facebook'),
  lineUrl: url('LINE'),
  youtubeUrl: url('YouTube'),
  sortOrder: optionalInt('表示順', 0, 9999),
};

export const cinemaCreateBody = z.object({ brandId: id.optional(), ...cinemaFields });
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

export const cinemaListQuery = listQuery.extend({
  brandId: id.optional(),
  status: statusField.optional(),
  prefectureCode: prefectureCode.optional(),
});
export type CinemaListQuery = z.infer<typeof cinemaListQuery>;

export const cinemaListMapQuery = z.object({ brandId: id.optional(), cinemaIds: queryIds });
export type CinemaListMapQuery = z.infer<typeof cinemaListMapQuery>;
export const cinemaOption = z.object({ id: z.number().int(), name: z.string(), code: z.string(), brandId: z.number().int() });
export type CinemaOption = z.infer<typeof cinemaOption>;

/** The 36-hour cut-off normalised: values under 24 name the same hour of the next morning. */
export const normalisedCutoffHour = (h: number): number => (h < 24 ? h + 24 : h);
