import { defineFeature } from './feature.js';
import { priceTemplateEndpoints } from './price-templates.endpoints.js';
import { r } from './route-types.js';

const cinema = { group: 'performance', roles: ['cinema'], module: 'performance', cinemaScoped: true } as const;

export const priceTemplatesFeature = defineFeature({
  key: 'priceTemplates',
  label: '料金テンプレート',
  endpoints: { ticketRuleTemplate: { endpoints: priceTemplateEndpoints } },
  routes: [
    r({ ...cinema, path: '/rules', label: '料金テンプレート', menu: true }),
    r({ ...cinema, path: '/rules/create', label: '料金テンプレート登録', permission: 'create' }),
    r({ ...cinema, path: '/rules/edit/:id', label: '料金テンプレート編集', permission: 'update' }),
  ],
  audits: { priceTemplate: '料金テンプレート', priceTemplateDefaults: '料金テンプレートの既定' },
});
