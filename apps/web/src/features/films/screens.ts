// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const filmsScreens = {
  '/movie': () => import('./film-list-page.js'),
  '/movie/create': () => import('./film-form-page.js'),
  '/movie/update/:id': () => import('./film-form-page.js'),
};
