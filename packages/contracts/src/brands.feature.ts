import { brandEndpoints } from './brands.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r, SUPER } from './route-types.js';

// ブランド: the operator registers brands, head office edits its own. Its ドメイン設定 screen is listed with the
// operator's settings (system.feature.ts); the brand module audits it.
export const brandsFeature = defineFeature({
  key: 'brands',
  label: 'ブランド',
  endpoints: { brand: { endpoints: brandEndpoints } },
  routes: [
    r({ path: '/brand', group: 'settings', label: 'ブランド', roles: HQ, module: 'settings', menu: true }),
    r({
      path: '/brand/create',
      group: 'settings',
      label: 'ブランド登録',
      roles: SUPER,
      module: 'settings',
      permission: 'create',
    }),
    r({
      path: '/brand/edit/:id',
      group: 'settings',
      label: 'ブランド編集',
      roles: HQ,
      module: 'settings',
      permission: 'update',
    }),
  ],
  audits: { brand: 'ブランド', brandDomain: 'ドメイン設定' },
});
