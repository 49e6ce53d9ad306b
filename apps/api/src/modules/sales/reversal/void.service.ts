import { eq } from 'drizzle-orm';
import {
  dailyClosingMessages,
  invalidTransitionMessage,
  type DocumentResult,
  type VoidDocument,
} from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { cashierShifts } from '../../../db/schema/index.js';
import { refuseClosedDay } from '../../../platform/closed-days.js';
import { AppError, conflict } from '../../../platform/errors.js';
import { saleVoided, shopMoved } from '../../../platform/events.js';
import { lockOriginal, writeReversal } from './reversal.js';
import type { SalesContext } from '../sales-context.js';
import { transition } from '../transitions.js';

// 取消 (void): the whole sale reversed while its shift is still working (docs/sales.md, "voids, refunds and status"). Seats,
// stock and coupon uses all come back; after the shift is closed only a refund is possible.

export const voidAfterClose = '締め済みのシフトの取引は取消できません。払戻を行ってください';

export async function recordVoid(
  tx: Db,
  ctx: SalesContext,
  doc: Pick<VoidDocument, 'clientId' | 'originalId' | 'occurredAt' | 'reason'> & {
    deviceSeq?: number;
    /** Where the console pays the cash back when the sale had no drawer (a kiosk's, an online sale). */
    shiftId?: string | null;
  },
): Promise<DocumentResult> {
  const { original, lines } = await lockOriginal(tx, ctx, doc.originalId);
  // A void rewrites its sale's day; a closed day is frozen, so only a refund (a money event of today) is left.
  await refuseClosedDay(tx, ctx.cinemaId, original.salesBusinessDate, dailyClosingMessages.frozenVoid);
  if (original.shiftId) {
    const [shift] = await tx
      .select({ status: cashierShifts.status })
      .from(cashierShifts)
      .where(eq(cashierShifts.id, original.shiftId));
    if (shift?.status !== 'working') throw conflict(voidAfterClose);
  }
  // Another void document of a cancelled sale is not a resend (that is answered by its clientId).
  if ((await transition(tx, original.id, 'cancel', ['success'])) === 'already')
    throw new AppError('invalid_transition', invalidTransitionMessage('cancel', 'cancel'));
  const result = await writeReversal(tx, ctx, {
    id: doc.clientId,
    kind: 'void',
    original,
    lines: lines.map((line) => ({ line, quantity: line.quantity, amount: line.amount })),
    occurredAt: new Date(doc.occurredAt),
    deviceSeq: ctx.deviceId ? (doc.deviceSeq ?? null) : null,
    shiftId: original.shiftId ?? doc.shiftId ?? null,
    memo: doc.reason ?? null,
  });
  const shopLines = lines.flatMap((l) =>
    l.shopItemId
      ? [{ itemId: l.shopItemId, quantity: l.quantity, options: l.options ?? [], choices: l.choices ?? [] }]
      : [],
  );
  await shopMoved(tx, {
    brandId: ctx.brandId,
    cinemaId: ctx.cinemaId,
    kind: 'saleVoid',
    lines: shopLines,
    reference: result.transactionNo ?? '',
    occurredAt: new Date(doc.occurredAt),
    createdBy: ctx.accountId ?? null,
  });
  await saleVoided(tx, { brandId: ctx.brandId, originalId: original.id, by: `void:${doc.clientId}` });
  return result;
}
