import { defineFeature } from './feature.js';
import { pdfFilmFeeEndpoints } from './pdf-film-fee.endpoints.js';
import { r } from './route-types.js';

// 映画料精算書 (docs/accounting.md, "映画料精算書") in the レポート menu group, after 映画料集計: head office for any of its
// cinemas or all of them, cinema staff for their own cinema (they read 映画料集計 too).
export const pdfFilmFeeFeature = defineFeature({
  key: 'pdfFilmFee',
  label: '映画料精算書',
  endpoints: { pdfFilmFee: { endpoints: pdfFilmFeeEndpoints } },
  routes: [
    r({
      path: '/pdf-film-fee',
      group: 'reports',
      label: '映画料精算書',
      roles: ['cinema', 'brand'],
      module: 'reports',
      menu: true,
    }),
  ],
});
