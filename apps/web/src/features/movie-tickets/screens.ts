// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const movieTicketsScreens = {
  '/movie-ticket-master': () => import('./movie-ticket-page.js'),
};
