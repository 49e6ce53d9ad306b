import { discountRuleEndpoints } from './discount-rules.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// The original console spells the discount paths /discountRules and /disCountRules/….
const cinema = { group: 'performance', roles: ['cinema'], module: 'performance', cinemaScoped: true } as const;

export const discountRulesFeature = defineFeature({
  key: 'discountRules',
  label: '割引ルール',
  endpoints: { discountRule: { endpoints: discountRuleEndpoints } },
  routes: [
    r({ ...cinema, path: '/discountRules', label: '割引ルール', menu: true }),
    r({ ...cinema, path: '/disCountRules/create', label: '割引ルール登録', permission: 'create' }),
    r({ ...cinema, path: '/disCountRules/edit/:id', label: '割引ルール編集', permission: 'update' }),
  ],
  audits: { discountRule: '割引ルール' },
});
