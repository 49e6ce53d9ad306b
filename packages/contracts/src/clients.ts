import { z } from 'zod';
import { prefectureCode } from './address.js';
import { bankAccount, bankAccountInput } from './bank-accounts.js';
import { listQuery, sortedList } from './common.js';
import { labelled } from './enums.js';
import {
  code,
  id,
  int,
  optionalEmail,
  optionalText,
  phone,
  pickId,
  postalCode,
  queryBool,
  refId,
  requiredText,
  versionField,
} from './fields.js';
import { invoiceNumberProblem, normalizeInvoiceNumber } from './invoice-number.js';
import { requiredKana } from './kana.js';
import { ja } from './messages.js';
import { cleanString } from './text.js';

// 取引先 (取引先管理): distributors whose film fees the chain pays, suppliers,
// companies that buy 鑑賞券 on account, and the payment counterparties (card acquirer, ムビチケ) that
// settle sales. Receivables, payables and invoices refer to them.
export const clientType = labelled(['corporation', 'individual'], { corporation: '法人', individual: '個人' });
export type ClientType = (typeof clientType.values)[number];

export const clientRole = labelled(['distributor', 'supplier', 'customer', 'payment'], {
  distributor: '配給会社',
  supplier: '仕入先',
  customer: '法人顧客',
  payment: '決済事業者',
});
export type ClientRole = (typeof clientRole.values)[number];

/** A pay day falling on a bank holiday (docs/domain.md, "receivable cycles"): kept, moved before or after. */
export const holidayRule = labelled(['none', 'before', 'after'], {
  none: 'そのまま',
  before: '前営業日',
  after: '翌営業日',
});
export type HolidayRule = (typeof holidayRule.values)[number];

/** Day 31 stands for the month's last day (末日), whatever its length. */
export const END_OF_MONTH = 31;
export const paymentMonthLabels = ['当月', '翌月', '翌々月', '3か月後'] as const;

export const clientLabels = {
  code: '取引先コード',
  name: '取引先名',
  kana: '取引先名（カナ）',
  type: '法人・個人',
  role: '取引区分',
  postalCode: '郵便番号',
  prefectureCode: '都道府県',
  city: '市区町村',
  addressLine: '町名・番地',
  building: '建物名',
  phone: '電話番号',
  contactName: '担当者名',
  email: 'メールアドレス',
  invoiceNumber: '登録番号（インボイス）',
  closingDay: '締日',
  paymentMonth: '入金・支払月',
  paymentDay: '入金・支払日',
  holidayRule: '休日の扱い',
  paymentTerms: '支払条件',
  clientGroupId: '取引先グループ',
  bankAccount: '振込先口座',
  memo: '備考',
  active: '有効',
} as const;
const L = clientLabels;

const dayOfMonth = (label: string) => int(label, 1, END_OF_MONTH);

// 適格請求書発行事業者登録番号: typed leniently (ｔ, full width, hyphens), stored as T + 13 digits.
export const invoiceNumberField = cleanString(L.invoiceNumber, { typeMessage: ja.invalidFormat(L.invoiceNumber) })
  .transform(normalizeInvoiceNumber)
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : invoiceNumberProblem(v);
    if (problem === 'format')
      ctx.addIssue({
        code: 'custom',
        message: `「${L.invoiceNumber}」は「T」と13桁の数字で入力してください（例：T1234567890123）`,
      });
    if (problem === 'checkDigit')
      ctx.addIssue({
        code: 'custom',
        message: `「${L.invoiceNumber}」のチェックデジットが一致しません。番号を確認してください`,
      });
  })
  .nullish()
  .transform((v) => (v ? v : null));

const clientFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 100),
  kana: requiredKana(L.kana, 100),
  type: z.enum(clientType.values, { error: ja.requiredSelect(L.type) }),
  role: z.enum(clientRole.values, { error: ja.requiredSelect(L.role) }),
  postalCode,
  prefectureCode: prefectureCode.nullish().transform((v) => v ?? null),
  city: optionalText(L.city, 100, { multiline: false }),
  addressLine: optionalText(L.addressLine, 200, { multiline: false }),
  building: optionalText(L.building, 200, { multiline: false }),
  phone,
  contactName: optionalText(L.contactName, 50, { multiline: false }),
  email: optionalEmail(L.email),
  invoiceNumber: invoiceNumberField,
  closingDay: dayOfMonth(L.closingDay).default(END_OF_MONTH),
  paymentMonth: int(L.paymentMonth, 0, paymentMonthLabels.length - 1).default(1),
  paymentDay: dayOfMonth(L.paymentDay).default(END_OF_MONTH),
  holidayRule: z.enum(holidayRule.values, { error: ja.requiredSelect(L.holidayRule) }).default('before'),
  paymentTerms: optionalText(L.paymentTerms, 200),
  clientGroupId: refId(L.clientGroupId)
    .nullish()
    .transform((v) => v ?? null),
  bankAccount: bankAccountInput.nullish().transform((v) => v ?? null),
  memo: optionalText(L.memo, 1000),
  active: z.boolean({ error: ja.requiredSelect(L.active) }).default(true),
};

export const clientCreateBody = z.object(clientFields);
export type ClientCreateBody = z.infer<typeof clientCreateBody>;
export type ClientCreateInput = z.input<typeof clientCreateBody>;
export const clientUpdateBody = z.object({ id, version: versionField, ...clientFields });
export type ClientUpdateBody = z.infer<typeof clientUpdateBody>;

const nullableString = z.string().nullable();
export const client = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kana: z.string(),
  type: clientType.schema,
  role: clientRole.schema,
  postalCode: nullableString,
  prefectureCode: nullableString,
  city: nullableString,
  addressLine: nullableString,
  building: nullableString,
  phone: nullableString,
  contactName: nullableString,
  email: nullableString,
  invoiceNumber: nullableString,
  closingDay: z.number().int(),
  paymentMonth: z.number().int(),
  paymentDay: z.number().int(),
  holidayRule: holidayRule.schema,
  paymentTerms: nullableString,
  clientGroupId: z.number().int().nullable(),
  clientGroupName: nullableString,
  bankAccount: bankAccount.nullable(),
  memo: nullableString,
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof client>;

export const clientSortFields = ['code', 'name', 'kana', 'type', 'role', 'closingDay', 'active'] as const;
export const clientListQuery = sortedList(clientSortFields).extend({
  type: z.enum(clientType.values, { error: ja.requiredSelect(L.type) }).optional(),
  role: z.enum(clientRole.values, { error: ja.requiredSelect(L.role) }).optional(),
  clientGroupId: pickId(L.clientGroupId).optional(),
  active: queryBool,
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

/** GET /api/client/listMap (docs/api-conventions.md, "lists"): page 0 and pageSize 9999 by default, like every list. */
export const clientListMapQuery = listQuery.extend({
  role: z.enum(clientRole.values, { error: ja.requiredSelect(L.role) }).optional(),
  active: queryBool,
});
export type ClientListMapQuery = z.infer<typeof clientListMapQuery>;
export const clientOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  role: clientRole.schema,
  clientGroupId: z.number().int().nullable(),
});
export type ClientOption = z.infer<typeof clientOption>;

const dayText = (d: number) => (d >= END_OF_MONTH ? '末' : `${d}日`);
/** 「月末締め翌月末入金（休日は前営業日）」 (docs/domain.md, "receivable cycles"). */
export function receivableCycleText(c: Pick<Client, 'closingDay' | 'paymentMonth' | 'paymentDay' | 'holidayRule'>) {
  const closing = c.closingDay >= END_OF_MONTH ? '月末' : `${c.closingDay}日`;
  const month = paymentMonthLabels[c.paymentMonth] ?? `${c.paymentMonth}か月後`;
  const holiday = c.holidayRule === 'none' ? '' : `（休日は${holidayRule.labels[c.holidayRule]}）`;
  return `${closing}締め${month}${dayText(c.paymentDay)}${holiday}`;
}
