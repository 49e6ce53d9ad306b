// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const memberReportScreens = {
  '/memberShip-report': () => import('./member-report-page.js'),
  '/memberShip-feeSales-report': () => import('./fee-sales-page.js'),
  '/memberShip-onlineFeeSales-report': () => import('./online-fee-sales-page.js'),
};
