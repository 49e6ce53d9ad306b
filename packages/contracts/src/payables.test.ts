import { describe, expect, it } from 'vitest';
import { payablePayBody, payablePurchaseBody, payableStateOf, purchaseTax } from './payables.js';

describe('買掛・未払 rules', () => {
  it('rounds a purchase’s tax once per rate with the brand’s 端数処理', () => {
    expect(purchaseTax(1_005, 8, 'ROUND_DOWN')).toBe(80);
    expect(purchaseTax(1_005, 8, 'ROUND_UP')).toBe(81);
    expect(purchaseTax(1_005, 8, 'ROUND')).toBe(80);
    expect(purchaseTax(1_007, 8, 'ROUND')).toBe(81);
    expect(purchaseTax(10_000, 10, 'ROUND_DOWN')).toBe(1_000);
  });

  it('names the state of a balance', () => {
    expect(payableStateOf(9_900, 0)).toBe('unpaid');
    expect(payableStateOf(9_900, 4_900)).toBe('partial');
    expect(payableStateOf(9_900, 9_900)).toBe('paid');
  });

  it('asks a purchase for an amount and a payment for a positive one, naming the fields', () => {
    const purchase = payablePurchaseBody.safeParse({ clientId: 1, cinemaId: 1, recordedOn: '2026-11-10' });
    expect(purchase.success).toBe(false);
    expect(purchase.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['base10', '「10%対象（税抜）」か「8%対象（税抜）」に金額を入力してください'],
    ]);
    const pay = payablePayBody.safeParse({ payableId: 1, version: 1, entryOn: '2026-11-10', amount: 0, depositId: 1 });
    expect(pay.error?.issues.map((i) => i.path.join('.'))).toEqual(['amount']);
  });
});
