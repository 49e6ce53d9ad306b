import { z } from 'zod';
import { firstAccount } from './first-account.js';
import { sortedList } from './common.js';
import { optionalKana } from './kana.js';
import { DEFAULT_WEEK_START_DAY } from './calendar.js';
import { code, id, int, optionalEmail, optionalText, phone, postalCode, requiredText, versionField } from './fields.js';
import { holidayShift, receivableCycle, roundingMode, taxHandling } from './enums.js';
import { moduleMapSchema } from './modules.js';
import { prefectureCode } from './address.js';
import { uploadedImageRef } from './files.js';

/** The brand master's field labels: the validation messages, the form and the list use these. */
export const brandLabels = {
  code: 'ブランドコード',
  name: 'ブランド名',
  nameKana: 'ブランド名（カナ）',
  companyName: '会社名',
  representative: '代表者名',
  postalCode: '郵便番号',
  prefectureCode: '都道府県',
  address: '住所',
  phone: '電話番号',
  email: '代表メールアドレス',
  invoiceNumber: '登録番号',
  fractionRounding: '端数処理',
  taxHandling: '税の扱い',
  receivableCycle: '売掛金の締め日',
  receivableHolidayShift: '入金日が休日の場合',
  weekStartDay: '興行週の開始曜日',
  logoImage: 'ロゴ',
  stampImage: '社印',
  active: '状態',
  customDomain: '独自ドメイン',
  cinemaCount: '劇場数',
  createdAt: '登録日',
} as const;
const L = brandLabels;

// 適格請求書発行事業者の登録番号: T + 13 digits (docs/domain.md, "invoice numbers").
const invoiceNumber = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || /^T\d{13}$/.test(v),
    `${L.invoiceNumber}は「T」と13桁の数字で入力してください（例：T1234567890123）`,
  )
  .nullish()
  .transform((v) => (v ? v : null));

const brandFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 100),
  nameKana: optionalKana(L.nameKana, 100),
  companyName: requiredText(L.companyName, 100),
  representative: optionalText(L.representative, 50),
  postalCode,
  prefectureCode: prefectureCode.nullish().transform((v) => v ?? null),
  address: optionalText(L.address, 200),
  phone,
  email: optionalEmail(L.email),
  invoiceNumber,
  fractionRounding: roundingMode.schema,
  taxHandling: taxHandling.schema,
  receivableCycle: receivableCycle.schema,
  receivableHolidayShift: holidayShift.schema,
  /** 興行週の開始曜日 (0 = 日 … 6 = 土); Japanese programmes change on Fridays. */
  weekStartDay: int(L.weekStartDay, 0, 6).default(DEFAULT_WEEK_START_DAY),
  /** ロゴ (receipts, mails, the website) and 社印 (invoices): uploaded files of the brand. */
  logoImage: uploadedImageRef.nullish().transform((v) => v ?? null),
  stampImage: uploadedImageRef.nullish().transform((v) => v ?? null),
  moduleMap: moduleMapSchema,
  active: z.boolean(),
};

/** A new brand comes with its first head-office administrator (ログインID, 氏名, メール, 初期パスワード). */
export const brandCreateBody = z.object({ ...brandFields, admin: firstAccount });
export type BrandCreateBody = z.infer<typeof brandCreateBody>;
export const brandUpdateBody = z.object({
  id,
  version: versionField,
  ...brandFields,
  // Absent: the stored day stays (older clients send no such field).
  weekStartDay: int(L.weekStartDay, 0, 6).optional(),
});
export type BrandUpdateBody = z.infer<typeof brandUpdateBody>;

export const brand = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  companyName: z.string(),
  representative: z.string().nullable(),
  postalCode: z.string().nullable(),
  prefectureCode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  fractionRounding: roundingMode.schema,
  taxHandling: taxHandling.schema,
  receivableCycle: receivableCycle.schema,
  receivableHolidayShift: holidayShift.schema,
  weekStartDay: z.number().int(),
  logoImage: z.object({ fileId: z.number().int(), url: z.string() }).nullable(),
  stampImage: z.object({ fileId: z.number().int(), url: z.string() }).nullable(),
  moduleMap: moduleMapSchema,
  customDomain: z.string().nullable(),
  active: z.boolean(),
  cinemaCount: z.number().int(),
  accountCount: z.number().int(),
  /** Active head-office administrators: 代理ログイン needs one (the list says when there is none). */
  adminCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof brand>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const brandSortFields = ['code', 'name', 'createdAt'] as const;
export const brandListQuery = sortedList(brandSortFields).extend({
  active: z.enum(['true', 'false']).optional(),
});
export type BrandListQuery = z.infer<typeof brandListQuery>;

// Custom domains for the brands' websites (/edit-domain, superAdmin).
// A pasted address (https://www.example.co.jp/ or with a path) keeps its host name only.
export const hostOf = (v: string) =>
  v
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((v) => hostOf(v) || v)
  .max(253)
  .refine(
    (v) => v === '' || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(v),
    'ドメインの形式が正しくありません（例：www.example.co.jp）',
  )
  .nullish()
  .transform((v) => (v ? v : null));
export const domainUpdateBody = z.object({ id, version: versionField, customDomain: hostname });
export type DomainUpdateBody = z.infer<typeof domainUpdateBody>;

export const brandOption = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
