import { z } from 'zod';
import { arLabels } from './account-receivable.js';
import { listOf, listQuery } from './common.js';
import { closingMonthField } from './daily-closing.js';
import { optionalDateField } from './dates.js';
import { id, pickId, queryBool } from './fields.js';

// 売掛一覧, 得意先元帳 and 年齢表 of 売掛 (docs/accounting.md, "売掛"). A client's balance moves by its receivables (売上: a
// 掛売 sale, or a cinema-day of a payment method it settles), its 入金 and the 振込手数料 it deducted (相殺).

export const arBalanceQuery = listQuery.extend({
  month: closingMonthField.optional(),
  clientGroupId: id.optional(),
  clientId: id.optional(),
  nonZero: queryBool.optional(),
});
export type ArBalanceQuery = z.infer<typeof arBalanceQuery>;

export const arBalanceRow = z.object({
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  clientGroupName: z.string().nullable(),
  /** 前月末残高 */
  opening: z.number().int(),
  /** 当月売上（税込） */
  sales: z.number().int(),
  /** 当月入金 */
  payments: z.number().int(),
  /** 値引・相殺 (振込手数料) */
  offsets: z.number().int(),
  /** 当月末残高 */
  closing: z.number().int(),
  /** 回収予定日 of the month's closing period. */
  dueDate: z.string(),
});
export type ArBalanceRow = z.infer<typeof arBalanceRow>;
export const arBalanceList = listOf(arBalanceRow).extend({ month: z.string() });
export type ArBalanceList = z.infer<typeof arBalanceList>;

export const arLedgerQuery = z.object({ clientId: pickId(arLabels.clientId), month: closingMonthField.optional() });
export type ArLedgerQuery = z.infer<typeof arLedgerQuery>;

export const arEntryKind = z.enum(['sale', 'payment', 'offset']);
export const arEntryKindLabel = { sale: '売上', payment: '入金', offset: '相殺' } as const;

export const arLedgerEntry = z.object({
  date: z.string(),
  kind: arEntryKind,
  /** 伝票/請求書番号: the 取引番号, the invoice number or the payment's. */
  documentNo: z.string(),
  description: z.string(),
  sales: z.number().int(),
  received: z.number().int(),
  balance: z.number().int(),
});
export type ArLedgerEntry = z.infer<typeof arLedgerEntry>;

export const arLedger = z.object({
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  month: z.string(),
  /** 前月繰越 */
  opening: z.number().int(),
  entries: z.array(arLedgerEntry),
  /** 月計 */
  sales: z.number().int(),
  payments: z.number().int(),
  offsets: z.number().int(),
  closing: z.number().int(),
});
export type ArLedger = z.infer<typeof arLedger>;

export const arAgingQuery = listQuery.extend({
  asOf: optionalDateField(arLabels.asOf),
  clientGroupId: id.optional(),
  clientId: id.optional(),
});
export type ArAgingQuery = z.infer<typeof arAgingQuery>;

export const arAgingLabels = {
  unbilled: '未請求',
  current: '期日内',
  d30: '30日以内超過',
  d31: '30日超',
  d61: '60日超',
  d91: '90日超',
  credit: '未消込入金',
  total: '未入金合計',
} as const;

export const arAgingRow = z.object({
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  unbilled: z.number().int(),
  current: z.number().int(),
  d30: z.number().int(),
  d31: z.number().int(),
  d61: z.number().int(),
  d91: z.number().int(),
  credit: z.number().int(),
  total: z.number().int(),
});
export type ArAgingRow = z.infer<typeof arAgingRow>;
export const arAgingList = listOf(arAgingRow).extend({ asOf: z.string() });
export type ArAgingList = z.infer<typeof arAgingList>;

/** Choices the screen needs without other screens' permissions: the brand's clients, groups and 入金口座. */
export const arOptions = z.object({
  clients: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  clientGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  deposits: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ArOptions = z.infer<typeof arOptions>;
