import { defineFeature } from './feature.js';
import { memberSiteEndpoints } from './member-site.endpoints.js';
import { r } from './route-types.js';

// 会員サイト設定: what members see on the cinema website (docs/membership.md, "会員サイト"); brand users only.
const m = 'membership' as const;

export const memberSiteFeature = defineFeature({
  key: 'memberSite',
  label: '会員サイト設定',
  endpoints: { endUser: { endpoints: memberSiteEndpoints } },
  routes: [
    r({
      path: '/endUser-customizePage',
      group: m,
      label: '会員サイト設定',
      roles: ['brand'],
      module: m,
      menu: true,
    }),
  ],
  audits: { memberSite: '会員サイト設定' },
});
