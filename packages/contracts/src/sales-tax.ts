import type { RoundingMode, TaxRate } from './enums.js';

// Consumption tax of one document (docs/sales.md, "tax"): prices are tax-inclusive integers of yen; the
// tax is computed once per document and rate (一の適格請求書につき税率ごとに1回の端数処理) with the
// brand's rounding, then allocated to the lines by largest remainder so that the line taxes add
// up to the document's exactly. Devices, the server, reports and invoices all call this one.

export interface TaxLine {
  /** Amount including tax, in yen; a refund or void document carries negative amounts. */
  amount: number;
  taxRate: TaxRate;
}

export interface DocumentTax {
  rate: TaxRate;
  /** The sum of the lines at this rate, tax included. */
  taxable: number;
  tax: number;
}

export interface TaxAllocation {
  /** Per document and rate, in the order the rates first appear. */
  taxes: DocumentTax[];
  /** The tax of each line, in the lines' order. */
  lineTaxes: number[];
}

/** The rate in whole percent, or 0 when no consumption tax applies. */
const percentOf = (rate: TaxRate): number => (rate === 0.1 ? 10 : rate === 0.08 ? 8 : 0);

/** numerator / denominator (both non-negative integers) rounded by the brand's mode. */
function divide(numerator: number, denominator: number, mode: RoundingMode): number {
  const quotient = Math.floor(numerator / denominator);
  const rest = numerator - quotient * denominator;
  if (rest === 0 || mode === 'ROUND_DOWN') return quotient;
  if (mode === 'ROUND_UP') return quotient + 1;
  return rest * 2 >= denominator ? quotient + 1 : quotient;
}

function signOf(lines: readonly TaxLine[]): 1 | -1 {
  const positive = lines.some((l) => l.amount > 0);
  const negative = lines.some((l) => l.amount < 0);
  if (positive && negative) throw new RangeError('a document mixes sold and returned amounts');
  return negative ? -1 : 1;
}

/**
 * Computes the document's taxes and allocates them to its lines. A refund (all amounts negative)
 * mirrors the sale: the rounding applies to the absolute amounts, so refunding a whole sale gives
 * back exactly the tax it charged.
 */
export function allocateTax(lines: readonly TaxLine[], mode: RoundingMode): TaxAllocation {
  for (const l of lines) if (!Number.isSafeInteger(l.amount)) throw new RangeError(`not an amount of yen: ${l.amount}`);
  const sign = signOf(lines);
  const lineTaxes = lines.map(() => 0);
  const taxes: DocumentTax[] = [];
  const rates = [...new Set(lines.map((l) => l.taxRate))];
  for (const rate of rates) {
    const members = lines.flatMap((l, i) => (l.taxRate === rate ? [{ i, amount: l.amount }] : []));
    const taxable = members.reduce((sum, m) => sum + m.amount, 0);
    const percent = percentOf(rate);
    if (percent === 0) {
      taxes.push({ rate, taxable, tax: 0 });
      continue;
    }
    const denominator = 100 + percent;
    const tax = divide(Math.abs(taxable) * percent, denominator, mode);
    // Each line's exact share is |amount|·p/(100+p): take its integer part, then hand the units
    // still owed to the lines with the largest fractional parts (earlier lines win ties).
    const shares = members.map(({ i, amount }) => {
      const numerator = Math.abs(amount) * percent;
      return { i, floor: Math.floor(numerator / denominator), rest: numerator % denominator };
    });
    let owed = tax - shares.reduce((sum, s) => sum + s.floor, 0);
    for (const s of shares) lineTaxes[s.i] = s.floor;
    for (const s of [...shares].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
      if (owed <= 0) break;
      lineTaxes[s.i] = s.floor + 1; // each line is in shares once, so its tax is still its floor here
      owed -= 1;
    }
    taxes.push({ rate, taxable, tax: sign * tax });
  }
  return { taxes, lineTaxes: lineTaxes.map((t) => (t === 0 ? 0 : sign * t)) };
}
