import { dashboardEndpoints } from './dashboard.endpoints.js';
import { defineFeature } from './feature.js';
import { ALL, r } from './route-types.js';

export const dashboardFeature = defineFeature({
  key: 'dashboard',
  label: 'ダッシュボード',
  endpoints: { dashboard: { endpoints: dashboardEndpoints } },
  routes: [
    r({ path: '/dashboard', group: 'dashboard', label: 'ダッシュボード', roles: ALL, module: null, menu: true }),
  ],
});
