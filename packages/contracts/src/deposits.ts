import { z } from 'zod';
import { bankAccount, bankAccountFields } from './bank-accounts.js';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { id, optionalText, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// 入金口座: the brand's own bank accounts. 入金用 is printed on invoices for clients to pay into;
// 振込用 is the account transfers to distributors and suppliers are paid from. One default per purpose.
export const depositPurpose = labelled(['receipt', 'payment'], { receipt: '入金用', payment: '振込用' });
export type DepositPurpose = (typeof depositPurpose.values)[number];

export const depositLabels = {
  name: '口座の呼び名',
  purpose: '用途',
  isDefault: '既定の口座',
  memo: '備考',
} as const;
const L = depositLabels;

const depositFields = {
  name: requiredText(L.name, 50),
  purpose: z.enum(depositPurpose.values, { error: ja.requiredSelect(L.purpose) }),
  ...bankAccountFields,
  isDefault: z.boolean({ error: ja.requiredSelect(L.isDefault) }).default(false),
  memo: optionalText(L.memo, 500),
};
export const depositCreateBody = z.object(depositFields);
export type DepositCreateBody = z.infer<typeof depositCreateBody>;
export const depositUpdateBody = z.object({ id, version: versionField, ...depositFields });
export type DepositUpdateBody = z.infer<typeof depositUpdateBody>;

export const deposit = bankAccount.extend({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  purpose: depositPurpose.schema,
  isDefault: z.boolean(),
  memo: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deposit = z.infer<typeof deposit>;

export const depositSortFields = ['name', 'purpose', 'bankCode', 'isDefault'] as const;
export const depositListQuery = sortedList(depositSortFields).extend({
  purpose: z.enum(depositPurpose.values, { error: ja.requiredSelect(L.purpose) }).optional(),
});
export type DepositListQuery = z.infer<typeof depositListQuery>;

export const bankNotFound = '金融機関コードが全銀マスターにありません。一覧から選択してください。';
export const branchNotFound = '支店コードがこの金融機関の支店にありません。一覧から選択してください。';
export const depositDefaultRace =
  '同時に別の口座が既定に設定されました。一覧を確認してから、もう一度保存してください。';
