import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { shopItemEndpoints } from './shop-items.endpoints.js';
import { shopItemKindPath } from './shop-items.js';

// 売店: the brand's shop item master. Head office registers and imports items; cinema staff read them.
const shop = { group: 'shop', roles: ['brand', 'cinema'], module: 'shop' } as const;
const byKind = { param: 'kind', paths: shopItemKindPath };

export const shopItemsFeature = defineFeature({
  key: 'shopItems',
  label: '売店商品',
  endpoints: { shopItem: { endpoints: shopItemEndpoints } },
  routes: [
    r({ ...shop, path: '/concession', label: 'フード・ドリンク', menu: true }),
    // One form for every kind: ?kind=set belongs to セット商品, not フード・ドリンク.
    r({ ...shop, path: '/concession/create', label: '売店商品登録', permission: 'create', parentBy: byKind }),
    r({ ...shop, path: '/concession/update/:id', label: '売店商品編集', permission: 'update', parentBy: byKind }),
    r({ ...shop, path: '/commercial', label: '物販', menu: true }),
    r({ ...shop, path: '/otherRevenue', label: 'その他売上項目', menu: true }),
    r({ ...shop, path: '/otherGoods', label: '委託商品', menu: true }),
    r({ ...shop, path: '/set', label: 'セット商品', menu: true }),
  ],
  audits: { shopItem: '売店商品' },
});
