// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const onlineReservationSalesScreens = {
  '/onlineReservationSalesReport': () => import('./online-reservation-sales-page.js'),
};
