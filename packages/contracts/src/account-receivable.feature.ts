import { accountReceivableEndpoints } from './account-receivable.endpoints.js';
import { defineFeature } from './feature.js';
import { HQ, r } from './route-types.js';

// 売掛 (docs/accounting.md, "売掛") in the 会計 menu group: head office only.
export const accountReceivableFeature = defineFeature({
  key: 'accountReceivable',
  label: '売掛',
  endpoints: { accountReceivable: { endpoints: accountReceivableEndpoints } },
  routes: [
    r({
      path: '/account-receivable',
      group: 'accounting',
      label: '売掛管理',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
  audits: { accountReceivableInvoice: '請求書', accountReceivablePayment: '入金' },
});
