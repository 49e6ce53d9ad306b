import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { versionEndpoints } from './versions.endpoints.js';

const cinema = { group: 'performance', roles: ['cinema'], module: 'performance', cinemaScoped: true } as const;

export const versionsFeature = defineFeature({
  key: 'versions',
  label: '上映方式・字幕吹替',
  endpoints: { version: { endpoints: versionEndpoints } },
  routes: [
    r({ ...cinema, path: '/version-management', label: '上映方式・字幕吹替', menu: true }),
    r({ ...cinema, path: '/version-other', label: '音響・その他の加算', menu: true }),
  ],
  audits: { version: '上映方式・バージョン' },
});
