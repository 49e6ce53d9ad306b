// JAN (GTIN-8 / GTIN-13) barcodes: 8 or 13 digits whose last digit is the modulus-10 check digit.
// Weights 3 and 1 alternate from the digit next to the check digit, so one function serves both lengths.

/** The check digit for the digits before it (7 or 12 of them). */
export function janCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - i;
    sum += Number(body[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type JanProblem = 'length' | 'checkDigit';

/** null when the code is a valid JAN-8 or JAN-13; otherwise what is wrong with it. */
export function janProblem(code: string): JanProblem | null {
  if (!/^(\d{8}|\d{13})$/.test(code)) return 'length';
  return janCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : 'checkDigit';
}

export const isValidJan = (code: string): boolean => janProblem(code) === null;
