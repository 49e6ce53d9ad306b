// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const pdfFilmFeeScreens = {
  '/pdf-film-fee': () => import('./pdf-film-fee-page.js'),
};
