import type { ScreenRoute } from './route-types.js';
import { foundationRoutes } from './routes/foundation.js';
import { clientRoutes } from './routes/clients.js';
import { couponRoutes } from './routes/coupons.js';
import { shopRoutes } from './routes/shop.js';
import { transactionHistoryRoutes } from './routes/transaction-history.js';
import { mailRoutes } from './routes/mail.js';
import { bookingRoutes } from './routes/booking.js';
import { cashierReportRoutes } from './routes/cashier-report.js';

export * from './route-types.js';
export * from './route-access.js';

// Every screen that exists, and only those: the side menu, the route guard and the API's
// permission checks all read this list. A screen joins it when it works end to end.
// Each area keeps its entries in its own file under routes/ and is spread in here.
export const screenRoutes: readonly ScreenRoute[] = [
  ...foundationRoutes,
  ...shopRoutes,
  ...clientRoutes,
  ...couponRoutes,
  ...transactionHistoryRoutes,
  ...mailRoutes,
  ...bookingRoutes,
  ...cashierReportRoutes,
];

export function findRoute(path: string): ScreenRoute {
  const route = screenRoutes.find((x) => x.path === path);
  if (!route) throw new Error(`route registry has no ${path}`);
  return route;
}

/** Matches a concrete location (`/user/edit/3`) to its registry entry. */
export function matchRoute(pathname: string): ScreenRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return screenRoutes.find((x) => {
    const re = new RegExp(`^${x.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return re.test(clean);
  });
}
