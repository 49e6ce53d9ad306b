import { dailyClosingEndpoints } from './daily-closing.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// 日次締め (docs/reports.md, "日次締め"), the first screen of the 運営 menu group: cinema staff close their day,
// head office reads every cinema and reopens.
export const dailyClosingFeature = defineFeature({
  key: 'dailyClosing',
  label: '日次締め',
  endpoints: { dailyClosing: { endpoints: dailyClosingEndpoints } },
  routes: [
    r({
      path: '/daily-closing',
      group: 'operations',
      label: '日次締め',
      roles: ['cinema', 'brand'],
      module: 'operations',
      menu: true,
      cinemaScoped: true,
    }),
  ],
  audits: { dailyClosing: '日次締め' },
});
