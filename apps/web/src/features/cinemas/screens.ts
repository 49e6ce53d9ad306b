// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const cinemasScreens = {
  '/cinema': () => import('./cinema-list-page.js'),
  '/cinema/create': () => import('./cinema-form-page.js'),
  '/cinema/update/:id': () => import('./cinema-form-page.js'),
};
