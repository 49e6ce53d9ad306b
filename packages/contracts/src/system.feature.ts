import { defineFeature } from './feature.js';
import { r, SUPER } from './route-types.js';
import { systemEndpoints } from './system.endpoints.js';

// The operator's settings, and the reference lists and settings under /api/system, /api/cl and /api/group.
// ドメイン設定 is the operator's screen too; its endpoint is the brand group's (brands.feature.ts).
export const systemFeature = defineFeature({
  key: 'system',
  label: 'システム設定・参照データ',
  endpoints: { system: { endpoints: systemEndpoints } },
  routes: [
    r({ path: '/setting-global', group: 'settings', label: '全体設定', roles: SUPER, module: 'system', menu: true }),
    r({ path: '/edit-domain', group: 'settings', label: 'ドメイン設定', roles: SUPER, module: 'system', menu: true }),
  ],
  audits: { globalSetting: '全体設定' },
});
