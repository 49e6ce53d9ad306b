import { z } from 'zod';
import { billingStatus } from './account-receivable.js';
import { sortedList } from './common.js';
import { dateField, optionalDateField } from './dates.js';
import { saleLineInput } from './device-documents.js';
import { id, optionalText, refId } from './fields.js';
import { checkPeriod, historyRow } from './transaction-history.js';

// 取引先取引履歴（掛売） (docs/reports.md, "the report screens", brand): sales booked to a 取引先 instead of paid at the
// counter, entered from the console as back-office sales (団体鑑賞, 鑑賞券 sold to a company).

export const clHistoryLabels = {
  from: '計上日（開始）',
  to: '計上日（終了）',
  period: '計上日',
  cinemaId: '劇場',
  clientId: '取引先',
  clientGroupId: '取引先グループ',
  accountDate: '計上日',
  lines: '明細',
  memo: '摘要',
} as const;
const L = clHistoryLabels;

export const clHistorySortFields = ['occurredAt', 'transactionNo', 'total'] as const;
export const clHistoryListQuery = sortedList(clHistorySortFields)
  .extend({
    from: dateField(L.from),
    to: dateField(L.to),
    cinemaId: id.optional(),
    clientId: id.optional(),
    clientGroupId: id.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, L.period));
export type ClHistoryListQuery = z.infer<typeof clHistoryListQuery>;

export const clHistoryRow = historyRow.extend({
  cinemaName: z.string(),
  clientId: z.number().int(),
  clientCode: z.string(),
  memo: z.string().nullable(),
  tax10: z.number().int(),
  tax8: z.number().int(),
  tax: z.number().int(),
  /** 請求状態 from 売掛's invoices and 消込 (docs/accounting.md, "売掛"). */
  billingStatus: billingStatus.schema,
  /** 請求書番号 of the live invoice holding the sale. */
  invoiceNumber: z.string().nullable(),
  /** The last 入金日 matched to that invoice. */
  paidOn: z.string().nullable(),
});
export type ClHistoryRow = z.infer<typeof clHistoryRow>;

export const clSaleMessages = {
  lines: `「${L.lines}」を1件以上入力してください`,
  client: `「${L.clientId}」を選択してください`,
};

export const clSaleBody = z.object({
  cinemaId: refId(L.cinemaId),
  clientId: refId(L.clientId),
  /** 計上日; today when absent. */
  accountDate: optionalDateField(L.accountDate),
  lines: z.array(saleLineInput, { error: clSaleMessages.lines }).min(1, clSaleMessages.lines).max(100),
  memo: optionalText(L.memo, 200),
});
export type ClSaleBody = z.infer<typeof clSaleBody>;
export type ClSaleInput = z.input<typeof clSaleBody>;
