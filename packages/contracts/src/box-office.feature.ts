import { boxOfficeEndpoints } from './box-office.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// The box-office reports (docs/reports.md, "box-office reports"), under the レポート module: head office reads any of
// its brand's cinemas or all of them together (全劇場計), cinema staff their own cinema.
const report = { group: 'reports', roles: ['cinema', 'brand'], module: 'reports', menu: true } as const;

export const boxOfficeFeature = defineFeature({
  key: 'boxOffice',
  label: '興行レポート',
  endpoints: { boxOffice: { endpoints: boxOfficeEndpoints } },
  routes: [
    r({ path: '/box-office-daily', label: '興行収入日報', ...report }),
    r({ path: '/ticket-sales', label: '券種別売上', ...report }),
    r({ path: '/sale-weekly', label: '週間売上（週報）', ...report }),
  ],
});
