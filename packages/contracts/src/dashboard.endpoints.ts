import { endpoint, sessionAccess } from './endpoint.js';
import { dashboardSales, dashboardSalesQuery } from './dashboard-sales.js';
import { dashboardSummary } from './system.js';

// The landing screen: what the caller's scope holds and what changed recently.
export const dashboardEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: 'ダッシュボードの集計（件数・劇場・最近ログインしたユーザー・最近の変更）',
    access: sessionAccess,
    answer: dashboardSummary,
  }),
  sales: endpoint({
    method: 'GET',
    path: '/api/dashboard/sales',
    summary:
      '劇場ごとの本日の動員・興行収入・売店売上・その他売上・売上合計・販売率・時間帯別売上（前週同曜日の同時刻までとの比較つき）',
    access: sessionAccess,
    query: dashboardSalesQuery,
    answer: dashboardSales,
  }),
};
