import type { DocumentReceipt, RoundingMode } from '@cinema/contracts';

// The figures a register prints on a 適格簡易請求書 (docs/device-api.md, "receipts"), from the rows the
// document wrote: so the receipt and the books can never disagree.

export interface Issuer {
  name: string;
  registrationNo: string | null;
}

type ReceiptLine = Omit<DocumentReceipt['lines'][number], 'reducedRate'>;

export const receiptOf = (
  ctx: { issuer?: Issuer; roundingMode: RoundingMode },
  lines: ReceiptLine[],
  taxes: DocumentReceipt['taxes'],
): DocumentReceipt | null =>
  ctx.issuer
    ? {
        issuerName: ctx.issuer.name,
        registrationNo: ctx.issuer.registrationNo,
        roundingMode: ctx.roundingMode,
        taxes: taxes.map(({ rate, taxable, tax }) => ({ rate, taxable, tax })),
        lines: lines.map(({ lineNo, name, quantity, unitPrice, amount, taxRate }) => ({
          lineNo,
          name,
          quantity,
          unitPrice,
          amount,
          taxRate,
          reducedRate: taxRate === 0.08,
        })),
      }
    : null;
