// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const memberCouponsScreens = {
  '/coupon-list': () => import('./member-coupon-list-page.js'),
  '/coupon-list/create': () => import('./member-coupon-form-page.js'),
  '/coupon-list/update/:id': () => import('./member-coupon-update-page.js'),
};
