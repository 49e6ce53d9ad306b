import { automationEndpoints } from './automation-rules.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// 自動化ルール (docs/membership.md, "自動化ルール"): head office's, in the 会員 menu.
const m = 'membership' as const;

export const automationRulesFeature = defineFeature({
  key: 'automationRules',
  label: '自動化ルール',
  endpoints: { automationRule: { endpoints: automationEndpoints } },
  routes: [
    r({ path: '/automation-rule', group: m, label: '自動化ルール', roles: ['brand'], module: m, menu: true }),
    r({ path: '/automation-rule/create', group: m, label: '自動化ルール登録', roles: ['brand'], module: m }),
    r({ path: '/automation-rule/update/:id', group: m, label: '自動化ルール編集', roles: ['brand'], module: m }),
  ],
  audits: { automationRule: '自動化ルール' },
});
