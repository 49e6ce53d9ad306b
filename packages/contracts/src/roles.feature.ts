import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';
import { roleEndpoints } from './roles.endpoints.js';

export const rolesFeature = defineFeature({
  key: 'roles',
  label: 'ロール・権限',
  endpoints: { role: { endpoints: roleEndpoints } },
  routes: [
    r({ path: '/role', group: 'users', label: 'ロール・権限', roles: HQ, module: 'users', menu: true }),
    r({ path: '/role/create', group: 'users', label: 'ロール登録', roles: HQ, module: 'users', permission: 'create' }),
    r({
      path: '/role/edit/:id',
      group: 'users',
      label: 'ロール編集',
      roles: HQ,
      module: 'users',
      permission: 'update',
    }),
    r({ path: '/role/detail/:id', group: 'users', label: 'ロール詳細', roles: HQ, module: 'users' }),
  ],
  audits: { role: 'ロール' },
});
