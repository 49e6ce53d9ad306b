import { z } from 'zod';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  stockLocation,
  stockLocationCreateBody,
  stockLocationListQuery,
  stockLocationUpdateBody,
} from './stock-locations.js';

// 保管場所 of the chosen cinema (or `cinemaId`, checked against the caller's scope), managed from
// 在庫一覧: cinema staff their own cinema's, head office any of the brand's.
const screen = '/inventory';

export const stockLocationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/stockLocation/list',
    summary: '劇場の保管場所一覧（販売用の保管場所と、入出庫・棚卸の記録の有無つき）',
    access: onScreen(screen),
    query: stockLocationListQuery,
    answer: z.array(stockLocation),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/stockLocation/create',
    summary: '保管場所を登録（名前は劇場ごとに一意、販売用にするとそれまでの販売用は外れる）',
    access: onScreen(screen, 'create'),
    body: stockLocationCreateBody,
    answer: stockLocation,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/stockLocation/update',
    summary: '保管場所の名前・販売用を変更（販売用は劇場に常に1つ）',
    access: onScreen(screen, 'update'),
    body: stockLocationUpdateBody,
    answer: stockLocation,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/stockLocation/delete/:id',
    summary: '保管場所を削除（販売用のもの、入出庫・棚卸の記録があるものは不可）',
    access: onScreen(screen, 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
