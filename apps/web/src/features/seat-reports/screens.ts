// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const seatReportsScreens = {
  '/sold-rate': () => import('./sold-rate-page.js'),
  '/booking-daily': () => import('./booking-daily-page.js'),
  '/arrive-daily': () => import('./arrive-daily-page.js'),
};
