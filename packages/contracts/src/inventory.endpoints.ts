import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { inventoryListQuery, inventoryRow, stockCount, stockCountBody, stockCountQuery } from './inventory.js';
import { inventoryBrandQuery, inventoryBrandRow } from './inventory-brand.js';

// 在庫一覧（受払表） of the chosen cinema, and its 棚卸: the count sheet of a location and date, and
// saving counted quantities (each difference becomes a 棚卸差異 movement).
export const inventoryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/inventory/list',
    summary: '在庫一覧（受払表）：期首・入庫・販売・調整・移動・期末理論在庫・実棚・差異・在庫金額（31日以内）',
    access: onScreen('/inventory'),
    query: inventoryListQuery,
    answer: listOf(inventoryRow),
  }),
  brandList: endpoint({
    method: 'GET',
    path: '/api/inventory/brandList',
    summary: '在庫一覧（全劇場の合計）：商品・原材料ごとのブランド合計と劇場ごとの数量（本部・31日以内）',
    access: onScreen('/inventory', 'view', ['brand']),
    query: inventoryBrandQuery,
    answer: listOf(inventoryBrandRow),
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/inventory/count',
    summary: '棚卸表：保管場所と棚卸日の理論在庫と、入力済みの実棚数',
    access: onScreen('/inventory'),
    query: stockCountQuery,
    answer: stockCount,
  }),
  saveCount: endpoint({
    method: 'POST',
    path: '/api/inventory/count',
    summary: '棚卸の実棚数を登録（差異を棚卸差異の入出庫として記録、同じ日の再入力は上書き）',
    access: onScreen('/inventory', 'create'),
    body: stockCountBody,
    answer: stockCount,
  }),
};
