import { bankNotFound, branchNotFound, type BankAccount, type BankAccountInput } from '@cinema/contracts';
import { invalidField } from '../../platform/errors.js';
import { findBank, findBranch } from './bank-master.js';

/** What the 全銀 master says is wrong with an account's codes: a field and its message, or null. */
export function bankAccountProblem(a: Pick<BankAccountInput, 'bankCode' | 'branchCode'>) {
  if (!findBank(a.bankCode)) return { field: 'bankCode' as const, message: bankNotFound };
  if (!findBranch(a.bankCode, a.branchCode)) return { field: 'branchCode' as const, message: branchNotFound };
  return null;
}

/** Refuses a bank or branch the 全銀 master does not have, naming the field (`prefix` for a nested account). */
export function checkBankAccount(a: Pick<BankAccountInput, 'bankCode' | 'branchCode'>, prefix = '') {
  const problem = bankAccountProblem(a);
  if (problem) throw invalidField(`${prefix}${problem.field}`, problem.message);
}

/** The stored codes with the master's names (null when the master no longer has them). */
export const bankAccountNames = (a: Omit<BankAccount, 'bankName' | 'branchName'>): BankAccount => ({
  ...a,
  bankName: findBank(a.bankCode)?.name ?? null,
  branchName: findBranch(a.bankCode, a.branchCode)?.name ?? null,
});
