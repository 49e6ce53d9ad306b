import { describe, expect, it } from 'vitest';
import { transactionStatus, type TransactionStatus } from './enums.js';
import { canTransition, invalidTransitionMessage, isFinal, sourcesOf, statusWord } from './sales-status.js';

describe('transaction status machine', () => {
  it('sells at the counter and online through the documented paths', () => {
    expect(canTransition('processing', 'success')).toBe(true);
    expect(canTransition('processing', 'pendingPayment')).toBe(true);
    expect(canTransition('pendingPayment', 'confirming')).toBe(true);
    expect(canTransition('confirming', 'success')).toBe(true);
    expect(canTransition('success', 'partial_refunded')).toBe(true);
    expect(canTransition('partial_refunded', 'refunded')).toBe(true);
  });

  it('never turns an expired hold into a sale, nor revives a refunded one', () => {
    expect(canTransition('expired', 'success')).toBe(false);
    expect(canTransition('refunded', 'success')).toBe(false);
    expect(canTransition('confirming', 'pendingPayment')).toBe(false);
    expect(isFinal('refunded')).toBe(true);
    expect(isFinal('delete')).toBe(true);
    expect(isFinal('success')).toBe(false);
  });

  it('hides only failed, expired or cancelled records', () => {
    expect(sourcesOf('delete').sort()).toEqual(['cancel', 'expired', 'fail']);
    expect(sourcesOf('success').sort()).toEqual(['confirming', 'processing']);
  });

  it('reaches every status from processing', () => {
    const seen = new Set<TransactionStatus>(['processing']);
    const queue: TransactionStatus[] = ['processing'];
    for (let from = queue.shift(); from; from = queue.shift())
      for (const to of transactionStatus.values)
        if (canTransition(from, to) && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
    expect([...seen].sort()).toEqual([...transactionStatus.values].sort());
  });

  it('names both states in Japanese when refusing', () => {
    expect(invalidTransitionMessage('refunded', 'cancel')).toBe('「払戻済み」の取引は「取消済み」にできません');
  });

  it('says 仮押さえ解除 for an order released before it was paid, 取消済み for a voided sale', () => {
    expect(statusWord('cancel', false)).toBe('仮押さえ解除');
    expect(statusWord('cancel', true)).toBe('取消済み');
    expect(statusWord('partial_refunded', true)).toBe('一部払戻済み');
  });
});
