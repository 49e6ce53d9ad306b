import { defineFeature } from './feature.js';
import { pdfAccountReceivableBalanceDetailEndpoints } from './pdf-account-receivable-balance-detail.endpoints.js';
import { HQ, r } from './route-types.js';

// 売掛金残高明細表（得意先元帳） (docs/accounting.md, "売掛金残高明細表") in the レポート menu group: head office only.
export const pdfAccountReceivableBalanceDetailFeature = defineFeature({
  key: 'pdfAccountReceivableBalanceDetail',
  label: '売掛金残高明細表',
  endpoints: { pdfAccountReceivableBalanceDetail: { endpoints: pdfAccountReceivableBalanceDetailEndpoints } },
  routes: [
    r({
      path: '/pdf-account-receivable-balance-detail',
      group: 'reports',
      label: '売掛金残高明細表',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
});
