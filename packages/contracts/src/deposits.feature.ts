import { depositEndpoints } from './deposits.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

export const depositsFeature = defineFeature({
  key: 'deposits',
  label: '入金口座',
  endpoints: { deposit: { endpoints: depositEndpoints } },
  routes: [
    r({
      path: '/deposit',
      group: 'clientManagement',
      label: '入金口座',
      roles: HQ,
      module: 'clientManagement',
      menu: true,
    }),
  ],
  audits: { deposit: '入金口座' },
});
