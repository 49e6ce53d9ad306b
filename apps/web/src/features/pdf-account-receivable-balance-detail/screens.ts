// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const pdfAccountReceivableBalanceDetailScreens = {
  '/pdf-account-receivable-balance-detail': () => import('./pdf-account-receivable-balance-detail-page.js'),
};
