import { defineFeature } from './feature.js';
import { journalEndpoints } from './journals.endpoints.js';
import { r } from './route-types.js';

// 会計伝票ダウンロード: in the 特別レポート group, for the brand codes listed in 全体設定 (special: true), head office only,
// under the 会計 module's permissions (docs/accounting.md).
export const journalsFeature = defineFeature({
  key: 'journals',
  label: '会計伝票ダウンロード',
  endpoints: { journal: { endpoints: journalEndpoints } },
  routes: [
    r({
      path: '/accounting-report-download',
      group: 'special',
      label: '会計伝票ダウンロード',
      roles: ['brand'],
      module: 'accounting',
      menu: true,
      special: true,
    }),
  ],
});
