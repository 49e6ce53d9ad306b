import { accountingSettingEndpoints, accountingSubjectEndpoints } from './accounting.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

export const accountingFeature = defineFeature({
  key: 'accounting',
  label: '会計設定',
  endpoints: {
    accountingSubject: { endpoints: accountingSubjectEndpoints, label: '勘定科目' },
    accountingSetting: { endpoints: accountingSettingEndpoints, label: '会計設定' },
  },
  routes: [
    r({
      path: '/accounting-management',
      group: 'accounting',
      label: '会計設定',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
  audits: { accountingSubject: '勘定科目', accountingSetting: '会計設定' },
});
