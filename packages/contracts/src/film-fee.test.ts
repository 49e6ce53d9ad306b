import { describe, expect, it } from 'vitest';
import { filmFeeAdjustBody, filmFeeTax } from './film-fee.js';

describe('film fee', () => {
  it('takes 10 % tax once per statement with the brand’s rounding, a credit rounding like its charge', () => {
    expect(filmFeeTax(123_455, 'ROUND_DOWN')).toBe(12_345);
    expect(filmFeeTax(123_455, 'ROUND_UP')).toBe(12_346);
    expect(filmFeeTax(123_455, 'ROUND')).toBe(12_346);
    expect(filmFeeTax(123_454, 'ROUND')).toBe(12_345);
    expect(filmFeeTax(-123_455, 'ROUND_DOWN')).toBe(-12_345);
    expect(filmFeeTax(0, 'ROUND_UP')).toBe(0);
  });

  it('asks for a reason whenever the 調整額 is not 0', () => {
    const key = { cinemaId: 1, filmId: 2, month: '2026-10', version: 0 };
    const missing = filmFeeAdjustBody.safeParse({ ...key, adjustment: -5000, adjustmentReason: ' ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['adjustmentReason', '「調整理由」を入力してください'],
    ]);
    expect(filmFeeAdjustBody.safeParse({ ...key, adjustment: 0 }).success).toBe(true);
    expect(filmFeeAdjustBody.parse({ ...key, adjustment: 3000, adjustmentReason: '宣材費' }).adjustmentReason).toBe(
      '宣材費',
    );
  });
});
