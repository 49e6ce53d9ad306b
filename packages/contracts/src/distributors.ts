import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { code, id, optionalEmail, optionalText, phone, queryBool, requiredText, versionField } from './fields.js';
import { optionalKana } from './kana.js';

// The distributor master (配給会社, "film makers" in SPEC's call names): per brand, picked on the
// film form and used by film-fee reports and payables. docs/domain.md, "invoice numbers": 登録番号 is T + 13 digits.

export const invoiceNumberPattern = /^T\d{13}$/;
const invoiceNumber = z
  .string()
  .trim()
  .transform((v) => v.normalize('NFKC').toUpperCase())
  .refine(
    (v) => v === '' || invoiceNumberPattern.test(v),
    '「登録番号」は「T」と13桁の数字で入力してください（例：T1234567890123）',
  )
  .nullish()
  .transform((v) => (v ? v : null));

const distributorFields = {
  name: requiredText('配給会社名', 100),
  nameKana: optionalKana('配給会社名（カナ）', 100),
  code: code('配給会社コード', 20),
  /** 適格請求書発行事業者の登録番号 (optional). */
  invoiceNumber,
  contactName: optionalText('担当者名', 100),
  phone,
  email: optionalEmail('メールアドレス'),
  active: z.boolean({ error: '「有効」を選択してください' }).default(true),
};

export const distributorCreateBody = z.object(distributorFields);
export type DistributorCreateBody = z.infer<typeof distributorCreateBody>;
export type DistributorCreateInput = z.input<typeof distributorCreateBody>;
export const distributorUpdateBody = z.object({ id, version: versionField, ...distributorFields });
export type DistributorUpdateBody = z.infer<typeof distributorUpdateBody>;
export type DistributorUpdateInput = z.input<typeof distributorUpdateBody>;

const s = z.string().nullable();
export const distributor = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  nameKana: s,
  code: z.string(),
  invoiceNumber: s,
  contactName: s,
  phone: s,
  email: s,
  active: z.boolean(),
  /** How many films name this distributor (delete is refused while > 0). */
  filmCount: z.number().int(),
  version: z.number().int(),
  ...timestamps,
});
export type Distributor = z.infer<typeof distributor>;

/** keyword matches name, kana and code; active filters by the flag. Sorted by code unless asked. */
export const distributorSortFields = ['code', 'nameKana', 'updatedAt'] as const;
export const distributorListQuery = sortedList(distributorSortFields).extend({
  active: queryBool,
});
export type DistributorListQuery = z.infer<typeof distributorListQuery>;

/** GET /api/filmmakers/listMap: active distributors of the caller's brand, for pickers. */
export const distributorOption = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type DistributorOption = z.infer<typeof distributorOption>;

export const distributorInUse = '作品が登録されているため、この配給会社は削除できません。';
