// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const signageScreens = {
  '/signage': () => import('./signage-page.js'),
  '/custom-display': () => import('./display-page.js'),
  '/customized-message': () => import('./message-page.js'),
  '/player': () => import('./player/player-page.js'),
};
