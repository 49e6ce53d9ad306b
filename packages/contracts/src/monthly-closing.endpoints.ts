import {
  MONTHLY_CLOSING_SCREEN,
  monthlyClosingCloseAllAnswer,
  monthlyClosingCloseAllBody,
  monthlyClosingCloseBody,
  monthlyClosingDetail,
  monthlyClosingDetailQuery,
  monthlyClosingList,
  monthlyClosingListQuery,
  monthlyClosingReopenBody,
} from './monthly-closing.js';
import { endpoint, onScreen } from './endpoint.js';

// 月次締め (docs/reports.md, "月次締め"): head office closes and reopens; cinema staff read their own cinema's month.
export const monthlyClosingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/monthlyClosing/list',
    summary:
      '月次締めの一覧: 対象月（既定は前月）の劇場ごとの締め状態、日次締め済みの日数、売上合計・興行収入・動員、締められない理由',
    access: onScreen(MONTHLY_CLOSING_SCREEN),
    query: monthlyClosingListQuery,
    answer: monthlyClosingList,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/monthlyClosing/detail',
    summary: '劇場の月: 締め済みなら締めたときの確定数値（作品別興行収入・取引先別売掛・仕入）、未締めなら現在の数値',
    access: onScreen(MONTHLY_CLOSING_SCREEN),
    query: monthlyClosingDetailQuery,
    answer: monthlyClosingDetail,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/monthlyClosing/close',
    summary: '締める: 月が終わり全営業日が日次締め済みなら、劇場の月を締めて数値を確定する（本部のみ）',
    access: onScreen(MONTHLY_CLOSING_SCREEN, 'update', ['brand']),
    body: monthlyClosingCloseBody,
    answer: monthlyClosingDetail,
    errors: ['conflict'],
  }),
  closeAll: endpoint({
    method: 'POST',
    path: '/api/monthlyClosing/closeAll',
    summary:
      '全劇場を締める: 締められる劇場を1劇場ずつ締め、締めた劇場と締められなかった劇場（理由つき）を答える（本部のみ）',
    access: onScreen(MONTHLY_CLOSING_SCREEN, 'update', ['brand']),
    body: monthlyClosingCloseAllBody,
    answer: monthlyClosingCloseAllAnswer,
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/monthlyClosing/reopen',
    summary: '月次締めの解除（本部のみ、理由必須）',
    access: onScreen(MONTHLY_CLOSING_SCREEN, 'update', ['brand']),
    body: monthlyClosingReopenBody,
    answer: monthlyClosingDetail,
    errors: ['conflict'],
  }),
};
