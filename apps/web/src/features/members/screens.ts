// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const membersScreens = {
  '/member-list': () => import('./member-list-page.js'),
  '/member-list/:id': () => import('./member-detail-page.js'),
};
