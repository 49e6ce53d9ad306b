import { defineFeature } from './feature.js';
import { nonArrivalEndpoints } from './non-arrival.js';
import { r } from './route-types.js';

// 未着券記録 (docs/reports.md, "the report screens"), under the 運営 module: the outcome of sold seats never admitted,
// recorded before 日次締め. Cinema staff record; head office reads once a cinema is chosen. Each record is audited on
// the admission it writes.
export const nonArrivalFeature = defineFeature({
  key: 'nonArrival',
  label: '未着券記録',
  endpoints: { nonArrival: { endpoints: nonArrivalEndpoints } },
  routes: [
    r({
      path: '/non-arrival-ticket-record',
      group: 'operations',
      label: '未着券記録',
      roles: ['cinema'],
      module: 'operations',
      menu: true,
      cinemaScoped: true,
    }),
  ],
  audits: { admission: '入場（着券）' },
});
