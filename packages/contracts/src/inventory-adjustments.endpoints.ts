import { z } from 'zod';
import { listOf, option } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import {
  inventoryAdjustment,
  inventoryAdjustmentBody,
  inventoryAdjustmentListQuery,
  stockLocationQuery,
} from './inventory-adjustments.js';

// 在庫調整: the chosen cinema's non-sale movements, newest first, and recording one (the kind gives the sign).
export const inventoryAdjustmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/inventoryAdjustment/list',
    summary: '在庫調整履歴（劇場ごと・販売以外の入出庫、新しい順）',
    access: onScreen('/inventory-adjustment'),
    query: inventoryAdjustmentListQuery,
    answer: listOf(inventoryAdjustment),
  }),
  locations: endpoint({
    method: 'GET',
    path: '/api/inventoryAdjustment/locations',
    summary: '劇場の保管場所の選択肢（売店・倉庫）',
    access: onScreen('/inventory-adjustment'),
    query: stockLocationQuery,
    answer: z.array(option),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/inventoryAdjustment/create',
    summary:
      '在庫調整を登録（数量は1以上の整数、符号は区分から決まり、廃棄5は-5として記録。棚卸差異・その他のみ「+」「-」をつけて入力）',
    access: onScreen('/inventory-adjustment', 'create'),
    body: inventoryAdjustmentBody,
    answer: inventoryAdjustment,
  }),
};
