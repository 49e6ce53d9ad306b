import { accountEndpoints } from './accounts.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

// ユーザー: head office keeps its accounts. Everyone's own アカウント設定 is the session's (auth.feature.ts).
export const accountsFeature = defineFeature({
  key: 'accounts',
  label: 'ユーザー',
  endpoints: { account: { endpoints: accountEndpoints } },
  routes: [
    r({ path: '/user', group: 'users', label: 'ユーザー', roles: HQ, module: 'users', menu: true }),
    r({
      path: '/user/create',
      group: 'users',
      label: 'ユーザー登録',
      roles: HQ,
      module: 'users',
      permission: 'create',
    }),
    r({
      path: '/user/edit/:id',
      group: 'users',
      label: 'ユーザー編集',
      roles: HQ,
      module: 'users',
      permission: 'update',
    }),
    r({ path: '/user/detail/:id', group: 'users', label: 'ユーザー詳細', roles: HQ, module: 'users' }),
  ],
  audits: { account: 'ユーザー' },
});
