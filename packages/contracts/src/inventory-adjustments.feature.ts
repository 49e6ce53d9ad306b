import { defineFeature } from './feature.js';
import { inventoryAdjustmentEndpoints } from './inventory-adjustments.endpoints.js';
import { r } from './route-types.js';

export const inventoryAdjustmentsFeature = defineFeature({
  key: 'inventoryAdjustments',
  label: '在庫調整',
  audits: { stockAdjustment: '在庫調整' },
  endpoints: { inventoryAdjustment: { endpoints: inventoryAdjustmentEndpoints } },
  routes: [
    // 在庫調整 is a report screen of the chosen cinema (docs/web-conventions.md, "the menu": listed under reports).
    r({
      path: '/inventory-adjustment',
      group: 'reports',
      label: '在庫調整',
      roles: ['cinema'],
      // Staff who run the shop record its stock: the 売店 module's permissions.
      module: 'shop',
      menu: true,
      cinemaScoped: true,
    }),
  ],
});
