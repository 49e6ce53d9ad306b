// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const businessDailyScreens = {
  '/business-daily': () => import('./business-daily-page.js'),
  '/business-daily-detail': () => import('./business-daily-detail-page.js'),
};
