import { defineFeature } from './feature.js';
import { monthlyClosingEndpoints } from './monthly-closing.endpoints.js';
import { r } from './route-types.js';

// 月次締め (docs/reports.md, "月次締め"), after 日次締め in the 運営 menu group: head office closes and reopens a cinema's
// month; cinema staff read their own.
export const monthlyClosingFeature = defineFeature({
  key: 'monthlyClosing',
  label: '月次締め',
  endpoints: { monthlyClosing: { endpoints: monthlyClosingEndpoints } },
  routes: [
    r({
      path: '/monthly-closing',
      group: 'operations',
      label: '月次締め',
      roles: ['cinema', 'brand'],
      module: 'operations',
      menu: true,
    }),
  ],
  audits: { monthlyClosing: '月次締め' },
});
