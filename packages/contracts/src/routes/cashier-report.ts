import { r, type ScreenRoute } from '../route-types.js';

// レジ精算 (REPORTS.md §2.9): the chosen cinema's cashier shifts, under the レポート module.
export const cashierReportRoutes: readonly ScreenRoute[] = [
  r({
    path: '/cashier-report',
    group: 'reports',
    label: 'レジ精算',
    roles: ['cinema'],
    module: 'reports',
    menu: true,
    cinemaScoped: true,
  }),
];
