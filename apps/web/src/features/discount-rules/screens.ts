// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const discountRulesScreens = {
  '/discountRules': () => import('./discount-rule-list-page.js'),
  '/disCountRules/create': () => import('./discount-rule-form-page.js'),
  '/disCountRules/edit/:id': () => import('./discount-rule-form-page.js'),
};
