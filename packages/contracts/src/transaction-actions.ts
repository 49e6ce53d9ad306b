import { z } from 'zod';
import { int, requiredText } from './fields.js';

// 払戻 and 取消 of a sale from the console (取引履歴, オンライン予約一覧): a back-office document
// through the one write path, to the original tenders (docs/sales.md, "voids, refunds and status").

export const transactionActionMessages = {
  refunded: '払戻しました',
  voided: '取消しました',
  id: '取引を指定してください',
} as const;

const transactionId = z.uuid({ error: transactionActionMessages.id });

export const cashFromMessages = {
  required: '現金の払戻元（レジまたは事務所現金）を選択してください',
  closed: '選択したレジは締め済みか、この劇場のものではありません。払戻元を選び直してください',
} as const;

/**
 * Where the console pays cash back from (docs/sales.md, "drawers"): a working shift of the sale's
 * cinema (a register or a kiosk's cash box), or 'office' (the cinema's office cash, 事務所現金).
 * Asked only when the reversal gives cash back; a void goes to the sale's own drawer when it had one.
 */
const cashFrom = z.union([z.literal('office'), z.uuid()], { error: cashFromMessages.required }).optional();

export const consoleRefundBody = z.object({
  id: transactionId,
  /** Lines and quantities to refund; absent refunds everything not yet refunded. */
  lines: z
    .array(z.object({ lineNo: int('明細番号', 1, 999), quantity: int('払戻数量', 1, 999) }))
    .min(1, '払戻する明細を選択してください')
    .max(100, '明細は100件以内で指定してください')
    .optional(),
  reason: requiredText('理由', 200),
  cashFrom,
});
export type ConsoleRefundBody = z.infer<typeof consoleRefundBody>;

export const consoleVoidBody = z.object({ id: transactionId, reason: requiredText('理由', 200), cashFrom });
export type ConsoleVoidBody = z.infer<typeof consoleVoidBody>;

export const payoutOptionsQuery = z.object({ id: transactionId });

/** What the refund dialog needs to ask where cash goes: the sale's cash still held, and the open drawers. */
export const payoutOptions = z.object({
  /** Cash tendered for the sale and not yet paid back (0: nothing to ask). */
  cash: z.number().int(),
  /** A void pays back into the sale's own drawer while it works: nothing to ask then. */
  voidDrawer: z.string().nullable(),
  drawers: z.array(
    z.object({ id: z.string(), deviceName: z.string(), staffName: z.string().nullable(), openedAt: z.string() }),
  ),
});
export type PayoutOptions = z.infer<typeof payoutOptions>;
