import { toAsciiText } from './normalize.js';

// 適格請求書発行事業者登録番号 (docs/domain.md, "invoice numbers"): 「T」 + 13 digits. The 13 digits are a 法人番号 (or a number
// assigned the same way to a sole proprietor), whose first digit checks the other twelve:
// check = 9 − (Σ Pn × Qn mod 9), Pn the n-th digit counted from the right of the twelve, Qn 1 when n is odd, 2 when even.

/** The check digit of the twelve-digit base of a 法人番号. */
export function corporateNumberCheckDigit(base12: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

/** 「t１２３…」 as typed to the stored form: ASCII, upper-case T, no spaces or hyphens. */
export const normalizeInvoiceNumber = (s: string): string => toAsciiText(s).replace(/[\s-]/g, '').replace(/^t/, 'T');

export type InvoiceNumberProblem = 'format' | 'checkDigit';

/** Why a (normalised) registration number is wrong, or null when it is a valid one. */
export function invoiceNumberProblem(v: string): InvoiceNumberProblem | null {
  if (!/^T\d{13}$/.test(v)) return 'format';
  return corporateNumberCheckDigit(v.slice(2)) === Number(v[1]) ? null : 'checkDigit';
}
