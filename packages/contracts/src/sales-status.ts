import { transactionStatus, type TransactionStatus } from './enums.js';

// The status machine of a transaction (docs/sales.md, "voids, refunds and status"). The original API lists the ten statuses and leaves
// the transitions open; these are ours. The server applies each one as a conditional update
// (`WHERE status = ANY(:from)`), so the table below is also the list of `from` states it passes.

export const transitions = {
  processing: ['success', 'pendingPayment', 'fail'],
  pendingPayment: ['confirming', 'expired', 'cancel'],
  confirming: ['success', 'fail'],
  success: ['cancel', 'partial_refunded', 'refunded'],
  partial_refunded: ['partial_refunded', 'refunded'],
  fail: ['delete'],
  expired: ['delete'],
  cancel: ['delete'],
  refunded: [],
  delete: [],
} as const satisfies Record<TransactionStatus, readonly TransactionStatus[]>;

export const canTransition = (from: TransactionStatus, to: TransactionStatus): boolean =>
  (transitions[from] as readonly TransactionStatus[]).includes(to);

/** The states a transaction may be in for it to move to `to`: the `from` of the conditional update. */
export const sourcesOf = (to: TransactionStatus): TransactionStatus[] =>
  transactionStatus.values.filter((from) => canTransition(from, to));

/** Final states: nothing moves a transaction out of them. */
export const isFinal = (status: TransactionStatus): boolean => transitions[status].length === 0;

/**
 * The word a screen shows for a transaction's status: `cancel` is 取消済み for a sale whose money was taken and
 * voided, but 仮押さえ解除 for an online order released before it was paid (no money ever moved).
 */
export const statusWord = (status: TransactionStatus, paid: boolean): string =>
  status === 'cancel' && !paid ? '仮押さえ解除' : transactionStatus.labels[status];

/** The Japanese refusal of an impossible transition, naming both states (409 invalid_transition). */
export const invalidTransitionMessage = (from: TransactionStatus, to: TransactionStatus): string =>
  `「${transactionStatus.labels[from]}」の取引は「${transactionStatus.labels[to]}」にできません`;
