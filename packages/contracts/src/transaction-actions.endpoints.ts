import { endpoint, onScreen } from './endpoint.js';
import { consoleRefundBody, consoleVoidBody, payoutOptions, payoutOptionsQuery } from './transaction-actions.js';
import { historyDetail } from './transaction-history.js';

// 払戻 and 取消 from 取引履歴（チケット） and オンライン予約一覧: the cinema's staff with the update
// permission of レポート; each answers the sale's refreshed detail.
export const transactionActionEndpoints = {
  payoutOptions: endpoint({
    method: 'GET',
    path: '/api/transactionHistory/payoutOptions',
    summary: '払戻・取消の現金の払戻元: 取引の未払戻の現金と、劇場の精算前のレジ（事務所現金も選べます）',
    access: onScreen('/transaction-history', 'update'),
    query: payoutOptionsQuery,
    answer: payoutOptions,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/transactionHistory/refund',
    summary: '払戻（管理画面）: 明細と数量を指定して一部、または残り全部を元の支払方法へ払戻',
    access: onScreen('/transaction-history', 'update'),
    body: consoleRefundBody,
    answer: historyDetail,
    errors: ['conflict', 'invalid_transition'],
  }),
  void: endpoint({
    method: 'POST',
    path: '/api/transactionHistory/void',
    summary: '取消（管理画面）: シフト精算前の販売を全部取消（座席・在庫・クーポンを戻す）',
    access: onScreen('/transaction-history', 'update'),
    body: consoleVoidBody,
    answer: historyDetail,
    errors: ['conflict', 'invalid_transition'],
  }),
};
