import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { id } from './fields.js';
import { monthText } from './monthly-closing.js';

// 売掛金残高明細表（得意先元帳） (/pdf-account-receivable-balance-detail, docs/accounting.md, "売掛金残高明細表"): per
// 取引先 (one, or every client with activity) the month's 前月繰越, its 売上, 入金 and 相殺 by date with the running
// balance, and 月計, as a PDF made on the server and as the same document's print HTML. Head office only.

export const PDF_AR_DETAIL_SCREEN = '/pdf-account-receivable-balance-detail';

export const pdfArDetailLabels = { month: '対象月', clientId: '取引先' } as const;

export const pdfAccountReceivableBalanceDetailQuery = z.object({
  month: closingMonthField,
  /** One client's ledger; every client with activity (a balance or an entry) when omitted. */
  clientId: id.optional(),
});
export type PdfAccountReceivableBalanceDetailQuery = z.infer<typeof pdfAccountReceivableBalanceDetailQuery>;

export const pdfArDetailMessages = {
  none: (month: string) =>
    `${monthText(month)}に売掛の残高や動きがある取引先はありません。掛売の売上や入金を登録すると元帳に載ります`,
} as const;
