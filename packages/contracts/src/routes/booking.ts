import { r, type ScreenRoute } from '../route-types.js';

// オンライン予約一覧 and 未着券記録 (issue 13, REPORTS.md §2.4 and §2.9): the chosen cinema's screens.
const cinema = { roles: ['cinema'], menu: true, cinemaScoped: true } as const;

export const bookingRoutes: readonly ScreenRoute[] = [
  r({ ...cinema, path: '/online-booking', group: 'reports', module: 'reports', label: 'オンライン予約一覧' }),
  r({ ...cinema, path: '/non-arrival-ticket-record', group: 'reports', module: 'reports', label: '未着券記録' }),
];
