import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';
import { salesGroupEndpoints } from './sales-groups.endpoints.js';

export const salesGroupsFeature = defineFeature({
  key: 'salesGroups',
  label: '販売グループ',
  endpoints: { salesGroup: { endpoints: salesGroupEndpoints } },
  routes: [
    r({
      path: '/salesGroup-management',
      group: 'accounting',
      label: '販売グループ',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
  audits: { salesGroup: '販売グループ', salesGroupAssignment: '販売グループ割当' },
});
