// What other modules may use: the 請求状態 of 掛売 sales (取引先取引履歴) and the service functions the AR PDFs build on.
export { billingOf } from './ar-billing.js';
export { balanceList, ledgerOf, ledgersOf } from './ar-ledger.js';
