import { describe, expect, it } from 'vitest';
import { adjustmentMessages, quantityProblem, typedMovement } from './inventory-adjustments.js';

describe('在庫調整 quantity (docs/domain.md, "stock")', () => {
  it('signs a typed count by its kind, full width too', () => {
    expect(typedMovement('disposal', '５')).toBe(-5);
    expect(typedMovement('damage', 1)).toBe(-1);
    expect(typedMovement('receipt', '1,200')).toBe(1200);
    expect(typedMovement('transferIn', '5')).toBe(5);
  });

  it('refuses zero, a negative, a fraction or a sign where the kind gives the direction', () => {
    for (const typed of ['0', '-5', '+5', '1.5', 'abc', ''])
      expect(quantityProblem('disposal', typed), typed).toBe(adjustmentMessages.count);
    expect(typedMovement('receipt', -3)).toBeNull();
  });

  it('takes a typed sign for 棚卸差異 and その他 only, ー in kana mode read as minus', () => {
    expect(typedMovement('countDiff', '－３')).toBe(-3);
    expect(typedMovement('other', 'ー2')).toBe(-2);
    expect(typedMovement('other', '+10')).toBe(10);
    expect(quantityProblem('other', '10')).toBe(adjustmentMessages.sign);
    expect(quantityProblem('countDiff', '+0')).toBe(adjustmentMessages.zero);
  });
});
