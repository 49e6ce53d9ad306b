import { describe, expect, it } from 'vitest';
import { isValidJan, janCheckDigit, janProblem } from './jan.js';

describe('JAN check digit', () => {
  it('computes the digit of real JAN-13 and JAN-8 codes', () => {
    expect(janCheckDigit('490123456789')).toBe(4);
    expect(janCheckDigit('4912345')).toBe(6);
    expect(janCheckDigit('490000000000')).toBe(9);
  });

  it('accepts valid 8 and 13 digit codes', () => {
    expect(isValidJan('4901234567894')).toBe(true);
    expect(isValidJan('49123456')).toBe(true);
    expect(isValidJan('4900000000009')).toBe(true);
  });

  it('tells a wrong check digit from a wrong length', () => {
    expect(janProblem('4901234567895')).toBe('checkDigit');
    expect(janProblem('49123457')).toBe('checkDigit');
    expect(janProblem('490123456789')).toBe('length');
    expect(janProblem('49012345678944')).toBe('length');
    expect(janProblem('4901234a67894')).toBe('length');
    expect(janProblem('')).toBe('length');
  });
});
