import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoundingMode, TaxRate } from './enums.js';
import { allocateTax, type TaxLine } from './sales-tax.js';

const modes: RoundingMode[] = ['ROUND', 'ROUND_DOWN', 'ROUND_UP'];
const rate = fc.constantFrom<TaxRate>(0.1, 0.08, 0, -1.1);
const line = fc.record({ amount: fc.integer({ min: 0, max: 500_000 }), taxRate: rate });
const document = fc.array(line, { minLength: 1, maxLength: 40 });
const mode = fc.constantFrom(...modes);
const exact = (l: TaxLine) =>
  l.taxRate === 0.1 ? (l.amount * 10) / 110 : l.taxRate === 0.08 ? (l.amount * 8) / 108 : 0;

describe('allocateTax', () => {
  it('taxes a ticket at 10 % once for the document, by the brand rounding', () => {
    const lines: TaxLine[] = [{ amount: 1800, taxRate: 0.1 }];
    expect(allocateTax(lines, 'ROUND_DOWN').taxes).toEqual([{ rate: 0.1, taxable: 1800, tax: 163 }]);
    expect(allocateTax(lines, 'ROUND').taxes[0]!.tax).toBe(164);
    expect(allocateTax(lines, 'ROUND_UP').taxes[0]!.tax).toBe(164);
  });

  it('rounds per rate over the document, not per line (一の適格請求書につき税率ごとに1回)', () => {
    // Three ¥100 drinks at 8 %: per line 7.40 each (7 + 7 + 7 = 21), per document 22.2 → 22.
    const lines: TaxLine[] = Array.from({ length: 3 }, () => ({ amount: 100, taxRate: 0.08 }));
    const { taxes, lineTaxes } = allocateTax(lines, 'ROUND_DOWN');
    expect(taxes).toEqual([{ rate: 0.08, taxable: 300, tax: 22 }]);
    expect(lineTaxes).toEqual([8, 7, 7]);
  });

  it('keeps the rates of a mixed basket apart and gives untaxed lines nothing', () => {
    const { taxes, lineTaxes } = allocateTax(
      [
        { amount: 1900, taxRate: 0.1 },
        { amount: 650, taxRate: 0.08 },
        { amount: 300, taxRate: -1.1 },
        { amount: 550, taxRate: 0.1 },
      ],
      'ROUND_DOWN',
    );
    expect(taxes).toEqual([
      { rate: 0.1, taxable: 2450, tax: 222 },
      { rate: 0.08, taxable: 650, tax: 48 },
      { rate: -1.1, taxable: 300, tax: 0 },
    ]);
    expect(lineTaxes).toEqual([172, 48, 0, 50]);
  });

  it('mirrors a sale in its refund, so a whole refund returns exactly the tax charged', () => {
    const sale: TaxLine[] = [
      { amount: 1800, taxRate: 0.1 },
      { amount: 1001, taxRate: 0.1 },
    ];
    const refund = sale.map((l) => ({ ...l, amount: -l.amount }));
    const charged = allocateTax(sale, 'ROUND');
    const returned = allocateTax(refund, 'ROUND');
    expect(returned.taxes.map((t) => t.tax)).toEqual(charged.taxes.map((t) => -t.tax));
    expect(returned.lineTaxes).toEqual(charged.lineTaxes.map((t) => -t));
  });

  it('refuses a document that mixes sold and returned amounts, or non-integer yen', () => {
    expect(() =>
      allocateTax(
        [
          { amount: 100, taxRate: 0.1 },
          { amount: -100, taxRate: 0.1 },
        ],
        'ROUND',
      ),
    ).toThrow(RangeError);
    expect(() => allocateTax([{ amount: 10.5, taxRate: 0.1 }], 'ROUND')).toThrow(RangeError);
  });

  it('line taxes always add up to the document taxes, rate by rate (property)', () => {
    fc.assert(
      fc.property(document, mode, (lines, m) => {
        const { taxes, lineTaxes } = allocateTax(lines, m);
        for (const t of taxes) {
          const sum = lines.reduce((s, l, i) => (l.taxRate === t.rate ? s + lineTaxes[i]! : s), 0);
          expect(sum).toBe(t.tax);
          expect(t.taxable).toBe(lines.filter((l) => l.taxRate === t.rate).reduce((s, l) => s + l.amount, 0));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every line its exact share within one yen, and the document the rounded exact tax (property)', () => {
    fc.assert(
      fc.property(document, mode, (lines, m) => {
        const { taxes, lineTaxes } = allocateTax(lines, m);
        lines.forEach((l, i) => {
          expect(Math.abs(lineTaxes[i]! - exact(l))).toBeLessThan(1);
        });
        for (const t of taxes) {
          const precise = lines.filter((l) => l.taxRate === t.rate).reduce((s, l) => s + exact(l), 0);
          const round = m === 'ROUND_DOWN' ? Math.floor : m === 'ROUND_UP' ? Math.ceil : Math.round;
          // The exact tax is a ratio of integers; the float sum may miss by far less than a yen.
          expect(t.tax).toBe(round(Math.round(precise * 1e6) / 1e6));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refunds mirror sales for any basket (property)', () => {
    fc.assert(
      fc.property(document, mode, (lines, m) => {
        const sale = allocateTax(lines, m);
        const refund = allocateTax(
          lines.map((l) => ({ ...l, amount: -l.amount })),
          m,
        );
        expect(refund.lineTaxes).toEqual(sale.lineTaxes.map((t) => (t === 0 ? 0 : -t)));
      }),
    );
  });
});
