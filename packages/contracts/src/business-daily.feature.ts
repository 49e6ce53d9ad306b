import { businessDailyEndpoints } from './business-daily.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// 営業日報 and 営業日報（明細） (docs/reports.md, "営業日報"): cinema staff read their cinema, head office the cinemas
// it picks (or 全劇場計); the day's 天候・特記事項 are the cinema's to enter.
const reports = { group: 'reports', roles: ['cinema', 'brand'], module: 'reports', menu: true } as const;

export const businessDailyFeature = defineFeature({
  key: 'businessDaily',
  label: '営業日報',
  endpoints: { businessDaily: { endpoints: businessDailyEndpoints } },
  routes: [
    r({ ...reports, path: '/business-daily', label: '営業日報' }),
    r({ ...reports, path: '/business-daily-detail', label: '営業日報（明細）' }),
  ],
  audits: { businessDayNote: '営業日報の天候・特記事項' },
});
