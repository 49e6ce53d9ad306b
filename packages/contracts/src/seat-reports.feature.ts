import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { arriveDailyEndpoints, bookingDailyEndpoints, soldRateEndpoints } from './seat-reports.endpoints.js';

// The seat reports (docs/reports.md, "seat reports"): the chosen cinema's 販売率, 着券日報 and 販売日報（前売・先売）,
// under the レポート module; head office reads them once it has chosen a cinema.
const report = { group: 'reports', roles: ['cinema'], module: 'reports', menu: true, cinemaScoped: true } as const;

export const seatReportsFeature = defineFeature({
  key: 'seatReports',
  label: '座席販売レポート',
  endpoints: {
    soldRate: { label: '販売率', endpoints: soldRateEndpoints },
    arriveDaily: { label: '着券日報', endpoints: arriveDailyEndpoints },
    bookingDaily: { label: '販売日報（前売・先売）', endpoints: bookingDailyEndpoints },
  },
  routes: [
    r({ ...report, path: '/sold-rate', label: '販売率（座席稼働率）' }),
    r({ ...report, path: '/booking-daily', label: '販売日報（前売・先売）' }),
    r({ ...report, path: '/arrive-daily', label: '着券日報（入場者）' }),
  ],
});
