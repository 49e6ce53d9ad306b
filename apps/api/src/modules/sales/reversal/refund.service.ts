import { eq, sql } from 'drizzle-orm';
import { invalidTransitionMessage, type DocumentResult, type RefundDocument } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { transactionLines } from '../../../db/schema/index.js';
import { AppError, invalidField } from '../../../platform/errors.js';
import { lockOriginal, writeReversal, type Line, type ReversedLine } from './reversal.js';
import { findShift, type SalesContext } from '../sales-context.js';
import { transition } from '../transitions.js';

// 払戻 (refund): whole or part of a sale, to the original tenders. The original is locked, so the
// cumulative refund of each line is capped however many refunds race (docs/sales.md, "voids, refunds and status").

/** What a line still holds: quantity and amount not yet refunded. */
const remaining = (l: Line) => ({ quantity: l.quantity - l.refundedQuantity, amount: l.amount - l.refundedAmount });

function refundOf(line: Line, quantity: number): ReversedLine {
  const left = remaining(line);
  // The last units take whatever is left, so the refunds of a line add up to its amount exactly.
  const amount = quantity === left.quantity ? left.amount : Math.floor((line.amount * quantity) / line.quantity);
  return { line, quantity, amount };
}

export async function recordRefund(
  tx: Db,
  ctx: SalesContext,
  doc: Pick<RefundDocument, 'clientId' | 'originalId' | 'occurredAt' | 'reason' | 'lines' | 'shiftClientId'> & {
    deviceSeq?: number;
    /** The console names the drawer (or office cash) by its shift id. */
    shiftId?: string | null;
  },
): Promise<DocumentResult> {
  const { original, lines } = await lockOriginal(tx, ctx, doc.originalId);
  if (original.status !== 'success' && original.status !== 'partial_refunded')
    throw new AppError('invalid_transition', invalidTransitionMessage(original.status, 'refunded'));
  const shiftId = doc.shiftId ?? (doc.shiftClientId ? (await findShift(tx, ctx, doc.shiftClientId)).id : null);
  const chosen: ReversedLine[] = doc.lines
    ? doc.lines.map((r, i) => {
        const line = lines.find((l) => l.lineNo === r.lineNo);
        if (!line) throw invalidField(`lines.${i}.lineNo`, `明細番号 ${r.lineNo} はこの取引にありません`);
        const left = remaining(line).quantity;
        if (r.quantity > left)
          throw invalidField(`lines.${i}.quantity`, `明細番号 ${r.lineNo} の払戻できる数量は${left}です`);
        return refundOf(line, r.quantity);
      })
    : lines.flatMap((l) => (remaining(l).quantity > 0 ? [refundOf(l, remaining(l).quantity)] : []));
  if (!chosen.length || chosen.every((c) => c.amount === 0 && c.quantity === 0))
    throw new AppError('validation_failed', '払戻できる明細がありません');
  const result = await writeReversal(tx, ctx, {
    id: doc.clientId,
    kind: 'refund',
    original,
    lines: chosen,
    occurredAt: new Date(doc.occurredAt),
    deviceSeq: ctx.deviceId ? (doc.deviceSeq ?? null) : null,
    shiftId,
    memo: doc.reason ?? null,
  });
  for (const c of chosen)
    await tx
      .update(transactionLines)
      .set({
        refundedQuantity: sql`${transactionLines.refundedQuantity} + ${c.quantity}`,
        refundedAmount: sql`${transactionLines.refundedAmount} + ${c.amount}`,
      })
      .where(eq(transactionLines.id, c.line.id));
  const refunded = original.refundedAmount + chosen.reduce((s, c) => s + c.amount, 0);
  const whole = lines.every((l) => {
    const c = chosen.find((x) => x.line.id === l.id);
    return remaining(l).quantity - (c?.quantity ?? 0) === 0;
  });
  await transition(tx, original.id, whole ? 'refunded' : 'partial_refunded', ['success', 'partial_refunded'], {
    refundedAmount: refunded,
  });
  return result;
}
