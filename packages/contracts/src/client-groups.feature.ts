import { clientGroupEndpoints } from './client-groups.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

export const clientGroupsFeature = defineFeature({
  key: 'clientGroups',
  label: '取引先グループ',
  endpoints: { clientGroup: { endpoints: clientGroupEndpoints } },
  routes: [
    r({
      path: '/client-group',
      group: 'clientManagement',
      label: '取引先グループ',
      roles: HQ,
      module: 'clientManagement',
      menu: true,
    }),
  ],
  audits: { clientGroup: '取引先グループ' },
});
