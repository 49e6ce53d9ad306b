import { authEndpoints } from './auth.endpoints.js';
import { defineFeature } from './feature.js';
import { ALL, r } from './route-types.js';

// The signed-in person: signing in and out, 代理ログイン, and their own アカウント設定 (profile and password).
export const authFeature = defineFeature({
  key: 'auth',
  label: '認証・セッション',
  endpoints: { auth: { endpoints: authEndpoints } },
  routes: [
    r({ path: '/login', group: 'help', label: 'ログイン', roles: [], module: null, public: true }),
    r({ path: '/setting-account', group: 'users', label: 'アカウント設定', roles: ALL, module: null, menu: true }),
  ],
});
