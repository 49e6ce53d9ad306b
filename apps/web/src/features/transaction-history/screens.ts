// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const transactionHistoryScreens = {
  '/transaction-history': () => import('./transaction-history-page.js'),
  '/transaction-history-stand': () => import('./transaction-history-page.js'),
  '/transaction-history-other': () => import('./transaction-history-page.js'),
  '/transaction-history-cl': () => import('./cl-history-page.js'),
  '/transaction-log-ticket': () => import('./transaction-log-page.js'),
  '/transaction-log-shop': () => import('./transaction-log-page.js'),
  '/transaction-log-other': () => import('./transaction-log-page.js'),
  '/online-booking': () => import('./online-booking-page.js'),
};
