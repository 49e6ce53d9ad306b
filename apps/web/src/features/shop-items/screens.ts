// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const shopItemsScreens = {
  '/concession': () => import('./shop-item-list-page.js'),
  '/concession/create': () => import('./shop-item-form-page.js'),
  '/concession/update/:id': () => import('./shop-item-form-page.js'),
  '/commercial': () => import('./shop-item-list-page.js'),
  '/otherRevenue': () => import('./shop-item-list-page.js'),
  '/otherGoods': () => import('./shop-item-list-page.js'),
  '/set': () => import('./shop-item-list-page.js'),
};
