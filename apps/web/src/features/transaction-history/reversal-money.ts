import type { HistoryDetail } from '@cinema/contracts';
import { num } from '../../lib/format.js';

// What a 払戻 or 取消 gives back and to which tender, worked out the way the API will do it, so the
// dialog's sentence is what happens (docs/sales.md, "voids, refunds and status"):
// - refund.service.ts `refundOf`: the last units of a line take whatever of it is left, fewer units
//   their share of the line rounded down;
// - void.service.ts: every line in full;
// - reversal.ts `reversePayments`: the amount goes back to the sale's tenders in their order, each at
//   most what it still holds; what no tender holds goes back to none (a 売掛 sale has no tender).

type Line = HistoryDetail['lines'][number];

/** Yen in a sentence: 3,000円, -300円. */
export const yenText = (v: number) => `${num(v)}円`;

/** Units of a line not yet refunded. */
export const unitsLeft = (l: Line) => l.quantity - l.refundedQuantity;

/** What refunding `quantity` units of a line gives back (refund.service.ts, `refundOf`). */
export function refundAmountOf(l: Line, quantity: number) {
  if (quantity <= 0) return 0;
  return quantity === unitsLeft(l) ? l.amount - l.refundedAmount : Math.floor((l.amount * quantity) / l.quantity);
}

/** What a void gives back: every line in full (void.service.ts). */
export const voidAmountOf = (d: HistoryDetail) => d.lines.reduce((s, l) => s + l.amount, 0);

export interface TenderShare {
  methodName: string;
  methodKind: string;
  amount: number;
}

/**
 * How `amount` goes back to the sale's tenders (reversal.ts, `reversePayments`): in their order, each
 * at most what it still holds. Earlier refunds filled the tenders the same way, so what each still
 * holds follows from what the sale's refunds and voids gave back in all.
 */
export function splitToTenders(d: HistoryDetail, amount: number): { shares: TenderShare[]; unpaid: number } {
  let given = -d.reversals.reduce((s, r) => s + r.total, 0);
  let left = amount;
  const shares: TenderShare[] = [];
  for (const p of d.payments) {
    const before = Math.max(0, Math.min(given, p.amount));
    given -= before;
    const take = Math.min(left, p.amount - before);
    if (take <= 0) continue;
    left -= take;
    shares.push({ methodName: p.methodName, methodKind: p.methodKind, amount: take });
  }
  return { shares, unpaid: Math.max(0, left) };
}

/**
 * The dialog's sentence: where the money goes, tender by tender. Cash is handed back by the staff
 * (from the drawer chosen below, docs/sales.md, "drawers"); any other tender is refunded to it.
 */
export function moneySentence(kind: 'refund' | 'void', d: HistoryDetail, amount: number) {
  const { shares, unpaid } = splitToTenders(d, amount);
  const verb = kind === 'refund' ? '払戻します' : '返金します';
  const rest = unpaid > 0 ? `（うち ${yenText(unpaid)}は返金する支払がありません）` : '';
  if (!shares.length)
    return `${kind === 'refund' ? '払戻' : '取消'}額は ${yenText(amount)}です（返金する支払はありません）`;
  if (shares.length === 1) {
    const [s] = shares as [TenderShare];
    return s.methodKind === 'cash'
      ? `${s.methodName} ${yenText(s.amount)}をお客様へお返しください${rest}`
      : `${s.methodName}へ ${yenText(s.amount)}を${verb}${rest}`;
  }
  const list = shares.map((s) => `${s.methodName} ${yenText(s.amount)}`).join('・');
  const cash = shares.some((s) => s.methodKind === 'cash') ? '（現金はお客様へお返しください）' : '';
  return `${list}、合計 ${yenText(amount - unpaid)}を${verb}${rest}${cash}`;
}
