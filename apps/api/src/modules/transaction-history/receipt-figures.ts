import type { DocumentReceipt, ReissuedReceipt } from '@cinema/contracts';
import type { transactionLines, transactionPayments, transactionTaxes } from '../../db/schema/index.js';

// The figures of a reissued 領収書 (docs/sales.md, "reissued receipts"), from the rows the sale and its refunds wrote:
// never recomputed, so an unrefunded sale reads exactly as its register printed it, and a partly refunded one as
// the sale less what its refunds gave back (each refund returned its lines' own allocated tax).

type LineRow = typeof transactionLines.$inferSelect;
type TaxRow = typeof transactionTaxes.$inferSelect;
type PaymentRow = typeof transactionPayments.$inferSelect;
type Payment = ReissuedReceipt['payments'][number];

/** The sale's lines with what is left of each after refunds; a line refunded whole is left out. */
export const remainingLines = (lines: LineRow[]) =>
  lines
    .filter((l) => l.quantity - l.refundedQuantity > 0)
    .map((l) => ({
      lineNo: l.lineNo,
      name: l.name,
      quantity: l.quantity - l.refundedQuantity,
      unitPrice: l.unitPrice,
      amount: l.amount - l.refundedAmount,
      taxRate: l.taxRate,
    }));

/**
 * Per rate, the sale's row plus its refunds' (negative) rows, for the rates the remaining lines still carry, in the
 * order the rates first appear among the lines: the order allocateTax gave the register's receipt.
 */
export function remainingTaxes(lines: { taxRate: number }[], rows: TaxRow[]): DocumentReceipt['taxes'] {
  const order = [...new Set(lines.map((l) => l.taxRate))];
  const byRate = new Map<number, { rate: number; taxable: number; tax: number }>();
  for (const r of rows) {
    const sum = byRate.get(r.rate) ?? { rate: r.rate, taxable: 0, tax: 0 };
    sum.taxable += r.taxable;
    sum.tax += r.tax;
    byRate.set(r.rate, sum);
  }
  return order.flatMap((rate) => {
    const sum = byRate.get(rate);
    return sum ? [sum] : [];
  });
}

/**
 * The sale's tenders less what refunds gave back to each. 預り and おつり are the register's figures for the whole
 * sale: printed only while nothing was refunded.
 */
export function remainingPayments(salePayments: PaymentRow[], refundPayments: PaymentRow[]) {
  const back = new Map<string, number>();
  for (const r of refundPayments)
    if (r.refundsPaymentId) back.set(r.refundsPaymentId, (back.get(r.refundsPaymentId) ?? 0) - r.amount);
  const refunded = back.size > 0;
  const payments: Payment[] = salePayments.flatMap((p) => {
    const given = back.get(p.id) ?? 0;
    if (given > 0 && p.amount - given <= 0) return [];
    return [
      {
        methodName: p.methodName,
        methodKind: p.methodKind,
        amount: p.amount - given,
        tendered: refunded ? null : p.tendered,
        change: refunded ? null : p.change,
      },
    ];
  });
  // As the register's answer said it: the change of the tenders that give one, 0 when none did.
  const change = refunded ? null : salePayments.reduce((s, p) => s + (p.change ?? 0), 0);
  return { payments, change };
}
