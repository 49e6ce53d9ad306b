// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const couponsScreens = {
  '/coupon': () => import('./coupon-list-page.js'),
  '/coupon/create': () => import('./coupon-form-page.js'),
  '/coupon/edit/:id': () => import('./coupon-form-page.js'),
  '/couponlist/:id': () => import('./coupon-serial-page.js'),
  '/couponlist/:id/print': () => import('./coupon-print-page.js'),
  '/ticket': () => import('./paper-ticket-list-page.js'),
  '/ticket/create': () => import('./paper-ticket-form-page.js'),
  '/ticket/edit/:id': () => import('./paper-ticket-form-page.js'),
  '/ticketlist/:id': () => import('./coupon-serial-page.js'),
  '/ticketlist/:id/print': () => import('./coupon-print-page.js'),
};
