import { r, type ScreenRoute } from '../route-types.js';

// 取引先管理 (SPEC.md section 2): head office keeps the clients, their groups and the brand's bank accounts.
const HQ_ONLY = ['superAdmin', 'brand'] as const;
const m = 'clientManagement' as const;
const g = 'clientManagement' as const;

export const clientRoutes: readonly ScreenRoute[] = [
  r({ path: '/client', group: g, label: '取引先', roles: HQ_ONLY, module: m, menu: true }),
  r({ path: '/client/create', group: g, label: '取引先登録', roles: ['brand'], module: m, permission: 'create' }),
  r({ path: '/client/update/:id', group: g, label: '取引先編集', roles: ['brand'], module: m, permission: 'update' }),
  r({ path: '/client-group', group: g, label: '取引先グループ', roles: HQ_ONLY, module: m, menu: true }),
  r({ path: '/deposit', group: g, label: '入金口座', roles: HQ_ONLY, module: m, menu: true }),
];
