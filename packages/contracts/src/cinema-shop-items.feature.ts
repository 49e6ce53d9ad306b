import { cinemaShopItemEndpoints } from './cinema-shop-items.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// 劇場別の販売設定: the chosen cinema's items, prices, 売り切れ and POS/kiosk menus.
export const cinemaShopItemsFeature = defineFeature({
  key: 'cinemaShopItems',
  label: '劇場別の販売設定',
  endpoints: { theaterDailyshow: { endpoints: cinemaShopItemEndpoints } },
  routes: [
    r({
      path: '/theaterDailyshow',
      group: 'shop',
      label: '劇場別の販売設定',
      roles: ['brand', 'cinema'],
      module: 'shop',
      menu: true,
      cinemaScoped: true,
    }),
  ],
  audits: { cinemaShopItem: '劇場別の売店商品', cinemaMenuLayout: '劇場別のメニュー配置' },
});
