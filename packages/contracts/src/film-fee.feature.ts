import { defineFeature } from './feature.js';
import { filmFeeEndpoints } from './film-fee.endpoints.js';
import { r } from './route-types.js';

// 映画料集計 (docs/accounting.md, "映画料集計") in the レポート menu group: cinema staff read their cinema's film fees, head
// office adjusts and confirms them.
export const filmFeeFeature = defineFeature({
  key: 'filmFee',
  label: '映画料集計',
  endpoints: { filmFee: { endpoints: filmFeeEndpoints } },
  routes: [
    r({
      path: '/film-fee',
      group: 'reports',
      label: '映画料集計',
      roles: ['cinema', 'brand'],
      module: 'reports',
      menu: true,
    }),
  ],
  audits: { filmFee: '映画料' },
});
