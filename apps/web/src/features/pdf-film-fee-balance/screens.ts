// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const pdfFilmFeeBalanceScreens = {
  '/pdf-film-fee-balance': () => import('./pdf-film-fee-balance-page.js'),
};
