// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const priceTemplatesScreens = {
  '/rules': () => import('./price-template-list-page.js'),
  '/rules/create': () => import('./price-template-form-page.js'),
  '/rules/edit/:id': () => import('./price-template-form-page.js'),
};
