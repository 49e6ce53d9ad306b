import { auditLogEndpointsOf } from './audit-logs.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

// 操作ログ: who changed what, when, and whether acting as another account (代理ログイン). Its list filters by
// the entities every feature audits, so its endpoints are built from them (endpoints.ts), and it audits none.
export const auditLogsFeature = defineFeature({
  key: 'auditLogs',
  label: '操作ログ',
  endpoints: { auditLog: { endpoints: auditLogEndpointsOf } },
  routes: [r({ path: '/audit-log', group: 'users', label: '操作ログ', roles: HQ, module: 'users', menu: true })],
});
