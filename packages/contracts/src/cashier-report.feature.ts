import { cashierReportEndpoints } from './cashier-report.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// レジ精算 (docs/reports.md, "the report screens"): the chosen cinema's cashier shifts, under the レポート module.
export const cashierReportFeature = defineFeature({
  key: 'cashierReport',
  label: 'レジ精算',
  endpoints: { cashierReport: { endpoints: cashierReportEndpoints } },
  routes: [
    r({
      path: '/cashier-report',
      group: 'reports',
      label: 'レジ精算',
      roles: ['cinema'],
      module: 'reports',
      menu: true,
      cinemaScoped: true,
    }),
  ],
});
