import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { accountKind, labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { choice, flag, id, int, queryBool, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';

// 会計設定 (/accounting-management, docs/accounting.md): the brand's 勘定科目 and its 会計設定 (fiscal year,
// who settles each payment method, the default subjects of each 伝票). Head office only.

export type AccountKind = (typeof accountKind.values)[number];

export const accountTaxKind = labelled(
  ['taxableSales10', 'taxableSales8', 'exemptSales', 'taxablePurchase10', 'taxablePurchase8', 'notTaxable'],
  {
    taxableSales10: '課税売上10%',
    taxableSales8: '課税売上8%（軽減）',
    exemptSales: '非課税売上',
    taxablePurchase10: '課税仕入10%',
    taxablePurchase8: '課税仕入8%（軽減）',
    notTaxable: '対象外',
  },
);
export type AccountTaxKind = (typeof accountTaxKind.values)[number];

export const accountingSubjectLabels = {
  code: 'コード',
  name: '名称',
  kind: '科目区分',
  taxKind: '税区分',
  usesSubAccounts: '補助科目を使う',
  active: '有効',
  sortOrder: '表示順',
} as const;
const L = accountingSubjectLabels;

/** 1–10 半角英数字 (full-width digits and letters are folded first, as every code is). */
export const accountingCode = (label: string) =>
  withMeta(
    z
      .string({ error: ja.required(label) })
      .transform(toAsciiText)
      .pipe(requiredText(label, 10).regex(/^[A-Za-z0-9]+$/, `「${label}」は半角英数字で入力してください`)),
    { label, format: 'code' },
  );

const accountingSubjectFields = {
  code: accountingCode(L.code),
  name: requiredText(L.name, 40),
  kind: choice(accountKind, L.kind),
  taxKind: choice(accountTaxKind, L.taxKind),
  usesSubAccounts: flag(L.usesSubAccounts).default(false),
  active: flag(L.active).default(true),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
};
export const accountingSubjectCreateBody = z.object(accountingSubjectFields);
export type AccountingSubjectCreateBody = z.infer<typeof accountingSubjectCreateBody>;
export const accountingSubjectUpdateBody = z.object({ id, version: versionField, ...accountingSubjectFields });
export type AccountingSubjectUpdateBody = z.infer<typeof accountingSubjectUpdateBody>;

export const accountingSubject = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: accountKind.schema,
  taxKind: accountTaxKind.schema,
  usesSubAccounts: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  ...timestamps,
});
export type AccountingSubject = z.infer<typeof accountingSubject>;

export const accountingSubjectSortFields = ['code', 'name', 'kind', 'sortOrder', 'updatedAt'] as const;
export const accountingSubjectListQuery = sortedList(accountingSubjectSortFields).extend({
  kind: z.enum(accountKind.values, { error: ja.requiredSelect(L.kind) }).optional(),
  active: queryBool,
});
export type AccountingSubjectListQuery = z.infer<typeof accountingSubjectListQuery>;

export const accountingMessages = {
  subjectInSalesGroups: (names: string[]) =>
    `販売グループ「${names.join('」「')}」で使われているため、この勘定科目は削除できません`,
  codeInUse: (code: string) => `コード「${code}」はすでに使われています`,
  subjectInUse: (where: string[]) =>
    `会計設定の${where.join('、')}で使われているため、この勘定科目は削除できません。先に会計設定を変更してください。`,
};
