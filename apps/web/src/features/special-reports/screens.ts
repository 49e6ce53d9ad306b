// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const specialReportsScreens = {
  '/cinema-daily': () => import('./cinema-daily-page.js'),
  '/box-office-sale-report': () => import('./box-office-sale-page.js'),
  '/CL-shopSale-detail-report': () => import('./shop-sale-detail-page.js'),
  '/CL-ikebukuro-cus-report': () => import('./customer-report-page.js'),
};
