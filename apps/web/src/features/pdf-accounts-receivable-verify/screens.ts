// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const pdfAccountsReceivableVerifyScreens = {
  '/pdf-accounts-receivable-verify': () => import('./pdf-accounts-receivable-verify-page.js'),
};
