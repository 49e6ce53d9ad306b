import { endpoint, onScreen } from './endpoint.js';
import { importBody, importResult } from './imports.js';
import {
  REVENUE_GOAL_SCREEN,
  revenueGoal,
  revenueGoalList,
  revenueGoalListQuery,
  revenueGoalQuery,
  revenueGoalSaveBody,
} from './revenue-goal.js';
import { revenueGoalReport, revenueGoalReportQuery } from './revenue-goal-report.js';

// 売上目標（予実管理）: head office enters its cinemas' monthly targets (a form or a file); cinema staff read their own.
const headOffice = ['brand'] as const;

export const revenueGoalEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/api/revenueGoal/report',
    summary:
      '売上目標の予実: 基準日の月の目標・実績・達成率・日割目標累計・進捗率・着地見込・前年実績（劇場別と全劇場計、日別）',
    access: onScreen(REVENUE_GOAL_SCREEN),
    query: revenueGoalReportQuery,
    answer: revenueGoalReport,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/revenueGoal/list',
    summary: 'ある月の劇場ごとの目標（未登録の劇場は goal が null）',
    access: onScreen(REVENUE_GOAL_SCREEN),
    query: revenueGoalListQuery,
    answer: revenueGoalList,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/revenueGoal/detail',
    summary: '劇場と月の目標と日割（未登録なら曜日の比率の初期値による日割、バージョン0）',
    access: onScreen(REVENUE_GOAL_SCREEN),
    query: revenueGoalQuery,
    answer: revenueGoal,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/revenueGoal/save',
    summary:
      '劇場と月の目標を保存（本部のみ。日割を省くと曜日の比率で按分、日割の合計は月の目標と一致すること。他の人が先に保存していれば stale_version）',
    access: onScreen(REVENUE_GOAL_SCREEN, 'update', headOffice),
    body: revenueGoalSaveBody,
    answer: revenueGoal,
    errors: ['stale_version'],
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/revenueGoal/import',
    summary:
      '目標をCSV・Excelから一括登録（劇場コード・年月・動員・興収・売店・その他[・合計]。commit=false で確認のみ、エラーが1行でもあれば何も登録しない。日割は曜日の比率の初期値で按分）',
    access: onScreen(REVENUE_GOAL_SCREEN, 'update', headOffice),
    body: importBody,
    answer: importResult,
  }),
};
