// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const clientsScreens = {
  '/client': () => import('./client-list-page.js'),
  '/client/create': () => import('./client-form-page.js'),
  '/client/update/:id': () => import('./client-form-page.js'),
};
