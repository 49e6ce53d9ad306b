// What other modules may use: the 全銀 master's look-ups (clients and deposits check their accounts).
export { findBank, findBranch } from './bank-master.js';
export { bankAccountNames, bankAccountProblem, checkBankAccount } from './bank-account.js';
