// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const accountsScreens = {
  '/user': () => import('./account-list-page.js'),
  '/user/create': () => import('./account-form-page.js'),
  '/user/edit/:id': () => import('./account-form-page.js'),
  '/user/detail/:id': () => import('./account-detail-page.js'),
  '/setting-account': () => import('./setting-account-page.js'),
};
