import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { shopSaleEndpoints } from './shop-sale.endpoints.js';

// 売店売上（商品別） (docs/reports.md, "売店売上（商品別）"): the chosen cinema's item sales, under the レポート module.
// Cinema staff read their cinema; head office reads it once a cinema is chosen (docs/architecture.md, "access").
export const shopSaleFeature = defineFeature({
  key: 'shopSale',
  label: '売店売上（商品別）',
  endpoints: { shopSale: { endpoints: shopSaleEndpoints } },
  routes: [
    r({
      path: '/shop-sale',
      group: 'reports',
      label: '売店売上（商品別）',
      roles: ['cinema'],
      module: 'reports',
      menu: true,
      cinemaScoped: true,
    }),
  ],
});
