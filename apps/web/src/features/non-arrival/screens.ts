// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const nonArrivalScreens = {
  '/non-arrival-ticket-record': () => import('./non-arrival-page.js'),
};
