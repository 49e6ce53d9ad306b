import { defineFeature } from './feature.js';
import { payableEndpoints } from './payables.endpoints.js';
import { PAYABLE_SCREEN } from './payables.js';
import { HQ, r } from './route-types.js';

export const payablesFeature = defineFeature({
  key: 'payables',
  label: '買掛・未払',
  endpoints: { accountPayable: { endpoints: payableEndpoints } },
  routes: [
    r({ path: PAYABLE_SCREEN, group: 'accounting', label: '買掛・未払', roles: HQ, module: 'accounting', menu: true }),
  ],
  audits: { payable: '買掛・未払' },
});
