import { endpoint, onScreen } from './endpoint.js';
import { SHOP_SALE_SCREEN, shopSaleAnswer, shopSaleQuery } from './shop-sale.js';

// 売店売上（商品別）: the chosen cinema's shop items over a period, from the R4 rollup.
export const shopSaleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/shopSale/list',
    summary:
      '売店売上（商品別）: 商品×税率ごとの数量・売上・値引・消費税・原価・粗利・構成比・ABCランク、グループ・カテゴリ小計（販売日基準、営業日31日以内）',
    access: onScreen(SHOP_SALE_SCREEN),
    query: shopSaleQuery,
    answer: shopSaleAnswer,
  }),
};
