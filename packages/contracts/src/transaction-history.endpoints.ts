import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import {
  historyDetail,
  historyDetailParams,
  historyOptions,
  historyOptionsQuery,
  historyList,
  historyListQuery,
  historyScreens,
  logScreens,
  type HistoryType,
} from './transaction-history.js';
import { logListQuery, logRow } from './transaction-history-log.js';
import { clHistoryListQuery, clHistoryRow, clSaleBody } from './transaction-history-cl.js';

// 取引履歴（チケット・売店・その他売上）, 販売ログ and 取引先取引履歴（掛売）: each screen its own calls,
// so each answers to its own screen's permission.

// Typed as plain strings: the three histories' endpoints share one type.
const names: Record<HistoryType, string> = { ticket: 'チケット', shop: '売店', other: 'その他売上' };

const historyOf = <const T extends HistoryType>(type: T, segment: string) => ({
  list: endpoint({
    method: 'GET',
    path: `/api/${segment}/list` as `/api/${string}`,
    summary: `取引履歴（${names[type]}）: 営業日31日以内、${names[type]}の明細を含む販売・取消・払戻（新しい順）、${names[type]}の金額と入金済みの合計（未決済は指定時のみ）`,
    access: onScreen(historyScreens[type] as string),
    query: historyListQuery,
    answer: historyList,
  }),
  detail: endpoint({
    method: 'GET',
    path: `/api/${segment}/detail/:id` as `/api/${string}`,
    summary: `取引履歴（${names[type]}）の詳細: 明細・支払・税率別税額・取消払戻・例外・状態の履歴`,
    access: onScreen(historyScreens[type] as string),
    params: historyDetailParams,
    answer: historyDetail,
  }),
});

const logOf = <const T extends HistoryType>(type: T, segment: string) =>
  endpoint({
    method: 'GET',
    path: `/api/${segment}/list` as `/api/${string}`,
    summary: `販売ログ（${names[type]}）: 明細ごとの販売・取消・払戻${type === 'ticket' ? '・発券・着券' : ''}（営業日31日以内、未決済の取引は指定時のみ）`,
    access: onScreen(logScreens[type]),
    query: logListQuery,
    answer: listOf(logRow),
  });

export const transactionHistoryEndpoints = historyOf('ticket', 'transactionHistory');
export const transactionHistoryStandEndpoints = historyOf('shop', 'transactionHistoryStand');
export const transactionHistoryOtherEndpoints = historyOf('other', 'transactionHistoryOther');
export const transactionHistoryOptionEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/api/transactionHistoryOptions/list',
    summary: '取引履歴・販売ログ・掛売の選択肢（作品・商品・決済方法・劇場の端末）',
    access: sessionAccess,
    query: historyOptionsQuery,
    answer: historyOptions,
  }),
};

export const transactionLogEndpoints = {
  ticket: logOf('ticket', 'transactionLogTicket'),
  shop: logOf('shop', 'transactionLogShop'),
  other: logOf('other', 'transactionLogOther'),
};

export const transactionHistoryClEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/transactionHistoryCl/list',
    summary: '取引先取引履歴（掛売）: 取引先への掛売（管理画面の後方販売）、計上日31日以内',
    access: onScreen('/transaction-history-cl'),
    query: clHistoryListQuery,
    answer: listOf(clHistoryRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/transactionHistoryCl/detail/:id',
    summary: '取引先取引（掛売）の詳細',
    access: onScreen('/transaction-history-cl'),
    params: historyDetailParams,
    answer: historyDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/transactionHistoryCl/create',
    summary: '掛売の登録（団体鑑賞・鑑賞券の取引先販売、チャネル「管理画面」、支払は売掛）',
    access: onScreen('/transaction-history-cl', 'create'),
    body: clSaleBody,
    answer: historyDetail,
  }),
};
