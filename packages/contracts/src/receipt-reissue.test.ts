import { describe, expect, it } from 'vitest';
import { receiptReissueMessages as M, reissueRefusal, type ReissueSubject } from './receipt-reissue.js';

// Which sales' 領収書 may be reissued (docs/sales.md, "reissued receipts"): only money received and still held.
const sale = (over: Partial<ReissueSubject> = {}): ReissueSubject => ({
  kind: 'sale',
  status: 'success',
  paid: true,
  onAccount: false,
  ...over,
});

describe('reissueRefusal', () => {
  it('allows a paid sale, whole or partly refunded', () => {
    expect(reissueRefusal(sale())).toBeNull();
    expect(reissueRefusal(sale({ status: 'partial_refunded' }))).toBeNull();
  });

  it('refuses, saying why, where no money is held or none was received', () => {
    expect(reissueRefusal(sale({ status: 'cancel' }), '10000050')).toBe(M.voided('10000050'));
    expect(M.voided('10000050')).toContain('（取消番号 10000050）');
    expect(reissueRefusal(sale({ status: 'refunded' }))).toBe(M.refunded);
    expect(reissueRefusal(sale({ onAccount: true }))).toBe(M.onAccount);
    expect(reissueRefusal(sale({ kind: 'refund' }))).toBe(M.notSale);
    expect(reissueRefusal(sale({ status: 'pendingPayment', paid: false }))).toBe(M.unpaid('支払い待ち'));
    // A hold released before payment is not a void: nothing was ever received.
    expect(reissueRefusal(sale({ status: 'cancel', paid: false }))).toBe(M.unpaid('仮押さえ解除'));
  });
});
