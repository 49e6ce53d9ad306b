// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const automationScreens = {
  '/automation-rule': () => import('./automation-list-page.js'),
  '/automation-rule/create': () => import('./automation-form-page.js'),
  '/automation-rule/update/:id': () => import('./automation-form-page.js'),
};
