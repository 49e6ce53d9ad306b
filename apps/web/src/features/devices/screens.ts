// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened.
export const devicesScreens = {
  '/device': () => import('./device-list-page.js'),
  '/kitchen-printer-device': () => import('./kitchen-printer-page.js'),
  '/kitchen-printer-device/print-jobs/:id': () => import('./print-job-page.js'),
};
