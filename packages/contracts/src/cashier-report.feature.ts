import { cashierReportEndpoints } from './cashier-report.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// レジ精算 (docs/reports.md, "レジ精算"; docs/sales.md, "console settlement"): the chosen cinema's cashier shifts and
// the console's 精算, 再精算 and 責任者承認, under the 運営 module beside 日次締め. Cinema staff work it; head office reads
// it once a cinema is chosen (docs/architecture.md, "access").
export const cashierReportFeature = defineFeature({
  key: 'cashierReport',
  label: 'レジ精算',
  endpoints: { cashierReport: { endpoints: cashierReportEndpoints } },
  routes: [
    r({
      path: '/cashier-report',
      group: 'operations',
      label: 'レジ精算',
      roles: ['cinema'],
      module: 'operations',
      menu: true,
      cinemaScoped: true,
    }),
  ],
  audits: { cashierShift: 'レジ精算（シフト）' },
});
