// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const inventoryScreens = {
  '/inventory': () => import('./inventory-page.js'),
  '/inventory/count-sheet': () => import('./count-sheet-page.js'),
};
