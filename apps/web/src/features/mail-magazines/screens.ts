// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const mailMagazinesScreens = {
  '/mail-magazine': () => import('./mail-magazine-list-page.js'),
  '/mail-magazine/create': () => import('./mail-magazine-form-page.js'),
  '/mail-magazine/update/:id': () => import('./mail-magazine-update-page.js'),
};
