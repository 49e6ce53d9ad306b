import { clientEndpoints } from './clients.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

// 取引先管理: head office keeps the clients, their groups (client-groups.feature.ts) and the brand's bank
// accounts (deposits.feature.ts).
const m = 'clientManagement' as const;

export const clientsFeature = defineFeature({
  key: 'clients',
  label: '取引先',
  endpoints: { client: { endpoints: clientEndpoints } },
  routes: [
    r({ path: '/client', group: m, label: '取引先', roles: HQ, module: m, menu: true }),
    r({ path: '/client/create', group: m, label: '取引先登録', roles: ['brand'], module: m, permission: 'create' }),
    r({ path: '/client/update/:id', group: m, label: '取引先編集', roles: ['brand'], module: m, permission: 'update' }),
  ],
  audits: { client: '取引先' },
});
