// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const memberSiteScreens = {
  '/endUser-customizePage': () => import('./member-site-page.js'),
};
