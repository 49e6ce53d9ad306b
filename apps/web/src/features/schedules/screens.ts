// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const schedulesScreens = {
  '/schedule': () => import('./schedule-page.js'),
  '/schedule/create': () => import('./schedule-form-page.js'),
  '/schedule/edit/:id': () => import('./schedule-form-page.js'),
};
