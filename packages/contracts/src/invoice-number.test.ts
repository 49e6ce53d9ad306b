import { describe, expect, it } from 'vitest';
import { corporateNumberCheckDigit, invoiceNumberProblem, normalizeInvoiceNumber } from './invoice-number.js';

describe('登録番号 check digit', () => {
  it('computes the 法人番号 check digit of real published numbers', () => {
    // 国税庁 7000012050002 and トヨタ自動車 1180301018771, as published on the 法人番号公表サイト.
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    expect(corporateNumberCheckDigit('180301018771')).toBe(1);
  });

  it('accepts T + a 法人番号 and names what is wrong otherwise', () => {
    expect(invoiceNumberProblem('T7000012050002')).toBeNull();
    expect(invoiceNumberProblem('T6000012050002')).toBe('checkDigit');
    expect(invoiceNumberProblem('7000012050002')).toBe('format');
    expect(invoiceNumberProblem('T700001205000')).toBe('format');
    expect(invoiceNumberProblem('T70000120500021')).toBe('format');
  });

  it('gives a check digit of 9 when the weighted sum is a multiple of 9', () => {
    expect(corporateNumberCheckDigit('000000000000')).toBe(9);
    expect(invoiceNumberProblem('T9000000000000')).toBeNull();
  });

  it('folds what a Japanese keyboard types: full width, lower-case t, hyphens and spaces', () => {
    expect(normalizeInvoiceNumber('ｔ７０００ ０１２０-５０００２')).toBe('T7000012050002');
  });
});
