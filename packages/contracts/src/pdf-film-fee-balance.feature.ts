import { defineFeature } from './feature.js';
import { pdfFilmFeeBalanceEndpoints } from './pdf-film-fee-balance.endpoints.js';
import { HQ, r } from './route-types.js';

// 未払映画料残高一覧表 (docs/accounting.md, "未払映画料残高一覧表") in the レポート menu group with the other documents:
// head office only, like 買掛・未払 it is read from (module 会計).
export const pdfFilmFeeBalanceFeature = defineFeature({
  key: 'pdfFilmFeeBalance',
  label: '未払映画料残高一覧表',
  endpoints: { pdfFilmFeeBalance: { endpoints: pdfFilmFeeBalanceEndpoints } },
  routes: [
    r({
      path: '/pdf-film-fee-balance',
      group: 'reports',
      label: '未払映画料残高一覧表',
      roles: HQ,
      module: 'accounting',
      menu: true,
    }),
  ],
});
