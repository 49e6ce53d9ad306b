import { z } from 'zod';
import { int, requiredText } from './fields.js';

// 払戻 and 取消 of a sale from the console (取引履歴, オンライン予約一覧): a back-office document
// through the one write path, to the original tenders (SALES.md §3).

export const transactionActionMessages = {
  refunded: '払戻しました',
  voided: '取消しました',
  id: '取引を指定してください',
} as const;

const transactionId = z.uuid({ error: transactionActionMessages.id });

export const consoleRefundBody = z.object({
  id: transactionId,
  /** Lines and quantities to refund; absent refunds everything not yet refunded. */
  lines: z
    .array(z.object({ lineNo: int('明細番号', 1, 999), quantity: int('払戻数量', 1, 999) }))
    .min(1, '払戻する明細を選択してください')
    .max(100, '明細は100件以内で指定してください')
    .optional(),
  reason: requiredText('理由', 200),
});
export type ConsoleRefundBody = z.infer<typeof consoleRefundBody>;

export const consoleVoidBody = z.object({ id: transactionId, reason: requiredText('理由', 200) });
export type ConsoleVoidBody = z.infer<typeof consoleVoidBody>;
