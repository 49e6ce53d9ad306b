import { defineFeature } from './feature.js';
import { memberFilterEndpoints } from './member-filters.endpoints.js';
import { r } from './route-types.js';

// 会員フィルター: head office's (docs/membership.md, "会員フィルター"); メールマガジン and クーポン target a filter.
const m = 'membership' as const;
const brand = ['brand'] as const;

export const memberFiltersFeature = defineFeature({
  key: 'memberFilters',
  label: '会員フィルター',
  endpoints: { memberFilter: { endpoints: memberFilterEndpoints } },
  routes: [
    r({ path: '/member-filter', group: m, label: '会員フィルター', roles: brand, module: m, menu: true }),
    r({
      path: '/member-filter/create',
      group: m,
      label: '会員フィルター登録',
      roles: brand,
      module: m,
      permission: 'create',
    }),
    r({
      path: '/member-filter/update/:id',
      group: m,
      label: '会員フィルター編集',
      roles: brand,
      module: m,
      permission: 'update',
    }),
  ],
  audits: { memberFilter: '会員フィルター' },
});
