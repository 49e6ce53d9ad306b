// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const rolesScreens = {
  '/role': () => import('./role-list-page.js'),
  '/role/create': () => import('./role-form-page.js'),
  '/role/edit/:id': () => import('./role-form-page.js'),
  '/role/detail/:id': () => import('./role-detail-page.js'),
};
