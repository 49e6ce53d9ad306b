import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { specialReportEndpoints } from './special-reports.endpoints.js';

// 特別レポート (docs/reports.md, "特別レポート"): the menu group and the API open these only for the brand codes listed in
// 全体設定 (special: true), under the 特別レポート module. Head office reads any of its cinemas or all of them together;
// 興行成績報告書 and 客数・客層報告 are also each cinema's own (for its distributors, its landlord).
const special = { group: 'special', module: 'special', menu: true, special: true } as const;

export const specialReportsFeature = defineFeature({
  key: 'specialReports',
  label: '特別レポート',
  endpoints: { specialReport: { endpoints: specialReportEndpoints } },
  routes: [
    r({ path: '/cinema-daily', label: '全劇場日報（速報）', roles: ['brand'], ...special }),
    r({ path: '/box-office-sale-report', label: '興行成績報告書（料金別）', roles: ['cinema', 'brand'], ...special }),
    r({ path: '/CL-shopSale-detail-report', label: '売店売上明細（日別）', roles: ['brand'], ...special }),
    r({ path: '/CL-ikebukuro-cus-report', label: '客数・客層報告', roles: ['cinema', 'brand'], ...special }),
  ],
});
