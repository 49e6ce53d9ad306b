import { distributorEndpoints } from './distributors.endpoints.js';
import { defineFeature } from './feature.js';
import { filmEndpoints } from './films.endpoints.js';
import { r } from './route-types.js';

// Films are brand rows: head office and cinema staff both register them (superAdmin works through 代理ログイン).
export const filmsFeature = defineFeature({
  key: 'films',
  label: '作品',
  endpoints: {
    film: { endpoints: filmEndpoints },
    filmmakers: { label: '配給会社', endpoints: distributorEndpoints },
  },
  routes: [
    r({ path: '/movie', group: 'film', label: '作品', roles: ['brand', 'cinema'], module: 'film', menu: true }),
    r({
      path: '/movie/create',
      group: 'film',
      label: '作品登録',
      roles: ['brand', 'cinema'],
      module: 'film',
      permission: 'create',
    }),
    r({
      path: '/movie/update/:id',
      group: 'film',
      label: '作品編集',
      roles: ['brand', 'cinema'],
      module: 'film',
      permission: 'update',
    }),
  ],
  audits: { film: '作品', distributor: '配給会社' },
});
