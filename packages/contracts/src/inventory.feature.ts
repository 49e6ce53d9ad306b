import { defineFeature } from './feature.js';
import { inventoryEndpoints } from './inventory.endpoints.js';
import { r } from './route-types.js';

// 在庫一覧（受払表） and 棚卸 of the chosen cinema, next to 在庫調整. Head office keeps them too for the brand's
// cinemas (a new cinema's 倉庫, which location sales take stock from), and with no cinema chosen reads 在庫一覧 as the
// brand's total (docs/reports.md, "the report screens").
const stock = { group: 'reports', roles: ['brand', 'cinema'], module: 'shop', cinemaScoped: true } as const;

export const inventoryFeature = defineFeature({
  key: 'inventory',
  label: '在庫一覧・棚卸',
  endpoints: { inventory: { endpoints: inventoryEndpoints } },
  routes: [
    r({ ...stock, path: '/inventory', label: '在庫一覧（受払表）', menu: true, brandTotal: true }),
    r({ ...stock, path: '/inventory/count-sheet', label: '棚卸表' }),
  ],
  audits: { stockCount: '棚卸' },
});
