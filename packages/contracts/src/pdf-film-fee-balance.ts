import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { queryBool } from './fields.js';
import { monthText } from './monthly-closing.js';

// 未払映画料残高一覧表 (/pdf-film-fee-balance, docs/accounting.md, "未払映画料残高一覧表"): per 配給会社, what the brand
// owed it at the end of last month, what the month added (confirmed 映画料), paid and offset, and what it owes at
// the month's end, from 買掛・未払; A4 landscape, as a PDF and as the same document's print HTML. Head office only.

export const PDF_FILM_FEE_BALANCE_SCREEN = '/pdf-film-fee-balance';

export const pdfFilmFeeBalanceLabels = { month: '対象月', hideZero: '残高0を除く' } as const;

export const pdfFilmFeeBalanceQuery = z.object({
  month: closingMonthField,
  /** Leave out the 配給会社 whose every figure of the month is 0 (none owed, added, paid or offset). */
  hideZero: queryBool.optional(),
});
export type PdfFilmFeeBalanceQuery = z.infer<typeof pdfFilmFeeBalanceQuery>;

export const pdfFilmFeeBalanceMessages = {
  none: (month: string) =>
    `${monthText(month)}の未払映画料はありません。映画料集計で確定すると、配給会社ごとの未払額になります`,
} as const;
