import { defineFeature } from './feature.js';
import { rollupRebuildEndpoints } from './rollup-rebuild.endpoints.js';
import { r } from './route-types.js';

// 営業日報データ更新（再集計） (docs/reports.md, "再集計"), in the 運営 menu group after 日次締め: head office alone.
export const rollupRebuildFeature = defineFeature({
  key: 'rollupRebuild',
  label: '営業日報データ更新',
  endpoints: { rollupRebuild: { endpoints: rollupRebuildEndpoints } },
  routes: [
    r({
      path: '/dailyBusiness-update',
      group: 'operations',
      label: '営業日報データ更新',
      roles: ['brand'],
      module: 'operations',
      menu: true,
    }),
  ],
  audits: { rollupRebuild: '再集計' },
});
