// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const pdfAccountsReceivableBalanceScreens = {
  '/pdf-accounts-receivable-balance': () => import('./pdf-accounts-receivable-balance-page.js'),
};
