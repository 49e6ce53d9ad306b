import { defineFeature } from './feature.js';
import { houseEndpoints } from './houses.endpoints.js';
import { r } from './route-types.js';

const cinema = { group: 'screen', roles: ['cinema'], module: 'screen', cinemaScoped: true } as const;

export const housesFeature = defineFeature({
  key: 'houses',
  label: 'スクリーン・座席表',
  endpoints: { house: { endpoints: houseEndpoints } },
  routes: [
    r({ ...cinema, path: '/house', label: 'スクリーン', menu: true }),
    r({ ...cinema, path: '/house/create', label: 'スクリーン登録', permission: 'create' }),
    r({ ...cinema, path: '/house/update/:id', label: 'スクリーン編集', permission: 'update' }),
  ],
  audits: { house: 'スクリーン' },
});
