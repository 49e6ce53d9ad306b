// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const housesScreens = {
  '/house': () => import('./house-list-page.js'),
  '/house/create': () => import('./house-form-page.js'),
  '/house/update/:id': () => import('./house-form-page.js'),
};
