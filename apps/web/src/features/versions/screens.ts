// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const versionsScreens = {
  '/version-management': () => import('./version-management-page.js'),
  '/version-other': () => import('./version-other-page.js'),
};
