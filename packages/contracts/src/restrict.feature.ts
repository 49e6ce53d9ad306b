import { defineFeature } from './feature.js';
import { restrictEndpoints } from './restrict.endpoints.js';
import { r } from './route-types.js';

export const restrictFeature = defineFeature({
  key: 'restrict',
  label: '映倫区分・年齢制限',
  endpoints: { restrict: { endpoints: restrictEndpoints } },
  routes: [
    r({
      path: '/restrict',
      group: 'film',
      label: '映倫区分・年齢制限',
      roles: ['cinema'],
      module: 'film',
      menu: true,
      cinemaScoped: true,
    }),
  ],
  audits: { restrictCode: '映倫区分', restrictRule: '年齢制限' },
});
