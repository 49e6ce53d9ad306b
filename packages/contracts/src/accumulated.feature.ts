import { accumulatedEndpoints } from './accumulated.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// 作品別累計成績 (docs/reports.md, "作品別累計成績"): under the レポート module; head office reads its cinemas
// (several, or 全劇場計), cinema staff their own.
export const accumulatedFeature = defineFeature({
  key: 'accumulated',
  label: '作品別累計成績',
  endpoints: { accumulated: { endpoints: accumulatedEndpoints } },
  routes: [
    r({
      path: '/accumulated',
      group: 'reports',
      label: '作品別累計成績',
      roles: ['cinema', 'brand'],
      module: 'reports',
      menu: true,
    }),
  ],
});
