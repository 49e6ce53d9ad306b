import { endpoint, sessionAccess } from './endpoint.js';
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
};
