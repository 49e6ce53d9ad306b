import { defineFeature } from './feature.js';
import { pdfAccountsReceivableVerifyEndpoints } from './pdf-accounts-receivable-verify.endpoints.js';
import { HQ, r } from './route-types.js';

// 売掛金残高確認書 (docs/accounting.md, "売掛金残高確認書") in the レポート menu group: head office only.
export const pdfAccountsReceivableVerifyFeature = defineFeature({
  key: 'pdfAccountsReceivableVerify',
  label: '売掛金残高確認書',
  endpoints: { pdfAccountsReceivableVerify: { endpoints: pdfAccountsReceivableVerifyEndpoints } },
  routes: [
    r({
      path: '/pdf-accounts-receivable-verify',
      group: 'reports',
      label: '売掛金残高確認書',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
});
