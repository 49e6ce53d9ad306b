// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const memberFiltersScreens = {
  '/member-filter': () => import('./member-filter-list-page.js'),
  '/member-filter/create': () => import('./member-filter-form-page.js'),
  '/member-filter/update/:id': () => import('./member-filter-form-page.js'),
};
