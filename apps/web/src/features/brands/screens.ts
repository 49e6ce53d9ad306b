// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const brandsScreens = {
  '/brand': () => import('./brand-list-page.js'),
  '/brand/create': () => import('./brand-form-page.js'),
  '/brand/edit/:id': () => import('./brand-form-page.js'),
  '/edit-domain': () => import('./domain-page.js'),
};
