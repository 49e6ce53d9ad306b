import { defineFeature } from './feature.js';
import { membershipEndpoints } from './membership.endpoints.js';
import { r } from './route-types.js';

// 会員制度: head office runs the loyalty programme (docs/membership.md); brand users only.
const m = 'membership' as const;
const brand = ['brand'] as const;

export const membershipFeature = defineFeature({
  key: 'membership',
  label: '会員制度',
  endpoints: { memberShip: { endpoints: membershipEndpoints } },
  routes: [
    r({ path: '/memberShip-list', group: m, label: '会員制度', roles: brand, module: m, menu: true }),
    r({
      path: '/memberShip-list/create',
      group: m,
      label: '会員制度登録',
      roles: brand,
      module: m,
      permission: 'create',
    }),
    r({
      path: '/memberShip-list/update/:id',
      group: m,
      label: '会員制度編集',
      roles: brand,
      module: m,
      permission: 'update',
    }),
  ],
  audits: { memberShip: '会員制度' },
});
