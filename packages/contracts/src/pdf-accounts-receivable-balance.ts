import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { id, queryBool } from './fields.js';
import { monthText } from './monthly-closing.js';

// 売掛金残高一覧表 (/pdf-accounts-receivable-balance, docs/accounting.md, "売掛金残高一覧表"): per 取引先, grouped by
// 取引先グループ, the month's 前月末残高, 当月売上（税込）, 当月入金, 値引・相殺, 当月末残高 and 回収予定日, as a PDF made
// on the server and as the same document's print HTML. Head office only.

export const PDF_AR_BALANCE_SCREEN = '/pdf-accounts-receivable-balance';

export const pdfArBalanceLabels = {
  month: '対象月',
  clientGroupId: '取引先グループ',
  clientId: '取引先',
  nonZero: '残高0を除く',
} as const;

export const pdfAccountsReceivableBalanceQuery = z.object({
  month: closingMonthField,
  clientGroupId: id.optional(),
  clientId: id.optional(),
  /** Leave out the clients whose 当月末残高 is 0. */
  nonZero: queryBool,
});
export type PdfAccountsReceivableBalanceQuery = z.infer<typeof pdfAccountsReceivableBalanceQuery>;

export const pdfArMessages = {
  clientNotFound: '取引先が見つかりません',
  groupNotFound: '取引先グループが見つかりません',
  noBalances: (month: string) =>
    `${monthText(month)}末までに売掛の動きがある取引先はありません。掛売の売上や入金を登録すると一覧表に載ります`,
  /** The group of clients that belong to none. */
  noGroup: 'グループなし',
} as const;
