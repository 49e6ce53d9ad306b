import { bankNotFound, branchNotFound, type BankAccount, type BankAccountInput } from '@cinema/contracts';
import { invalidField } from '../../platform/errors.js';
import { findBank, findBranch } from './bank-master.js';

/** Refuses a bank or branch the 全銀 master does not have, naming the field (`prefix` for a nested account). */
export function checkBankAccount(a: Pick<BankAccountInput, 'bankCode' | 'branchCode'>, prefix = '') {
  if (!findBank(a.bankCode)) throw invalidField(`${prefix}bankCode`, bankNotFound);
  if (!findBranch(a.bankCode, a.branchCode)) throw invalidField(`${prefix}branchCode`, branchNotFound);
}

/** The stored codes with the master's names (null when the master no longer has them). */
export const bankAccountNames = (a: Omit<BankAccount, 'bankName' | 'branchName'>): BankAccount => ({
  ...a,
  bankName: findBank(a.bankCode)?.name ?? null,
  branchName: findBranch(a.bankCode, a.branchCode)?.name ?? null,
});
