// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const boxOfficeScreens = {
  '/box-office-daily': () => import('./box-office-daily-page.js'),
  '/ticket-sales': () => import('./ticket-sales-page.js'),
  '/sale-weekly': () => import('./sale-weekly-page.js'),
};
