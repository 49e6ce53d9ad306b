import { defineFeature } from './feature.js';
import { pdfAccountsReceivableBalanceEndpoints } from './pdf-accounts-receivable-balance.endpoints.js';
import { HQ, r } from './route-types.js';

// 売掛金残高一覧表 (docs/accounting.md, "売掛金残高一覧表") in the レポート menu group: head office only, like 売掛.
export const pdfAccountsReceivableBalanceFeature = defineFeature({
  key: 'pdfAccountsReceivableBalance',
  label: '売掛金残高一覧表',
  endpoints: { pdfAccountsReceivableBalance: { endpoints: pdfAccountsReceivableBalanceEndpoints } },
  routes: [
    r({
      path: '/pdf-accounts-receivable-balance',
      group: 'reports',
      label: '売掛金残高一覧表',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
});
