import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { id } from './fields.js';
import { ja } from './messages.js';
import { monthText } from './monthly-closing.js';

// 売掛金残高確認書 (/pdf-accounts-receivable-verify, docs/accounting.md, "売掛金残高確認書"): a letter per 取引先 whose
// balance at 基準日 (the month's end) is at least a threshold, asking it to confirm the balance, with its breakdown by
// 請求書番号 and a reply slip (一致／不一致, 差異内容, 回答日, 署名・社印); one letter per page, the brand's 社印 as issuer.

export const PDF_AR_VERIFY_SCREEN = '/pdf-accounts-receivable-verify';

export const pdfArVerifyLabels = { month: '対象月', minBalance: '残高の下限', clientId: '取引先' } as const;
const L = pdfArVerifyLabels;
const MAX_YEN = 99_999_999_999;

export const pdfAccountsReceivableVerifyQuery = z.object({
  month: closingMonthField,
  /** Only clients whose balance at 基準日 is at least this many yen (1 円 when omitted: every positive balance). */
  minBalance: z.coerce
    .number({ error: ja.numberRange(L.minBalance, 1, MAX_YEN) })
    .int(ja.numberRange(L.minBalance, 1, MAX_YEN))
    .min(1, ja.numberRange(L.minBalance, 1, MAX_YEN))
    .max(MAX_YEN, ja.numberRange(L.minBalance, 1, MAX_YEN))
    .optional(),
  /** One client's letter (whatever its balance); every client at or above the threshold when omitted. */
  clientId: id.optional(),
});
export type PdfAccountsReceivableVerifyQuery = z.infer<typeof pdfAccountsReceivableVerifyQuery>;

export const pdfArVerifyMessages = {
  none: (month: string, min: number) =>
    `${monthText(month)}末の売掛金残高が${min.toLocaleString('ja-JP')}円以上の取引先はありません。下限を下げるか対象月を変えてください`,
  /** The letter's request (docs/accounting.md, "売掛金残高確認書"). */
  request: '貴社に対する当社の売掛金残高は下記のとおりです。',
} as const;
