import { cinemaEndpoints } from './cinemas.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

export const cinemasFeature = defineFeature({
  key: 'cinemas',
  label: '劇場',
  endpoints: { cinema: { endpoints: cinemaEndpoints } },
  routes: [
    r({ path: '/cinema', group: 'settings', label: '劇場', roles: HQ, module: 'settings', menu: true }),
    r({
      path: '/cinema/create',
      group: 'settings',
      label: '劇場登録',
      roles: HQ,
      module: 'settings',
      permission: 'create',
    }),
    r({
      path: '/cinema/update/:id',
      group: 'settings',
      label: '劇場編集',
      roles: HQ,
      module: 'settings',
      permission: 'update',
    }),
  ],
  audits: { cinema: '劇場' },
});
