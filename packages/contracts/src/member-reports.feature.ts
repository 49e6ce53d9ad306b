import { defineFeature } from './feature.js';
import { memberReportEndpoints } from './member-reports.endpoints.js';
import { r } from './route-types.js';

// 会員レポート and 会費売上 (docs/membership.md, "会員レポート"): head office's, under the 会員 module's menu.
const m = 'membership' as const;
const report = { group: m, roles: ['brand'], module: m, menu: true } as const;

export const memberReportsFeature = defineFeature({
  key: 'memberReports',
  label: '会員レポート',
  endpoints: { memberReport: { endpoints: memberReportEndpoints } },
  routes: [
    r({ path: '/memberShip-report', label: '会員レポート', ...report }),
    r({ path: '/memberShip-feeSales-report', label: '会費売上（窓口）', ...report }),
    r({ path: '/memberShip-onlineFeeSales-report', label: '会費売上（オンライン）', ...report }),
  ],
});
