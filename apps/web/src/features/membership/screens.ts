// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const membershipScreens = {
  '/memberShip-list': () => import('./membership-list-page.js'),
  '/memberShip-list/create': () => import('./membership-form-page.js'),
  '/memberShip-list/update/:id': () => import('./membership-form-page.js'),
};
