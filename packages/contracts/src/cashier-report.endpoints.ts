import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import {
  CASHIER_REPORT_SCREEN,
  cashierExceptions,
  cashierExceptionsQuery,
  cashierResettleBody,
  cashierReportDetail,
  cashierReportDetailParams,
  cashierReportListQuery,
  cashierReportRow,
  cashierSettleBody,
} from './cashier-report.js';

// レジ精算: the chosen cinema's cashier shifts and one shift's 点検 (X) or 精算 (Z); the console's 精算, 再精算 and
// 責任者承認 (docs/sales.md, "console settlement"), cinema staff with 運営's update permission.
export const cashierReportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/cashierReport/list',
    summary: 'レジ精算: シフトごとの釣銭準備金・現金売上・返金・入出金・理論現金在高・実在高・過不足（営業日31日以内）',
    access: onScreen(CASHIER_REPORT_SCREEN),
    query: cashierReportListQuery,
    answer: listOf(cashierReportRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/cashierReport/detail/:id',
    summary:
      'レジ精算の詳細: 精算前は点検（X、現在の値）、締め済みは精算（Z、締めた値）。金種・決済方法別・取消払戻・ドロア開放・例外',
    access: onScreen(CASHIER_REPORT_SCREEN),
    params: cashierReportDetailParams,
    answer: cashierReportDetail,
  }),
  exceptions: endpoint({
    method: 'GET',
    path: '/api/cashierReport/exceptions',
    summary:
      'レジ精算の例外一覧: 期間内の取引の例外（シフトの有無を問わず）、シフトの連番欠番、拒否された端末の書類（営業日31日以内）',
    access: onScreen(CASHIER_REPORT_SCREEN),
    query: cashierExceptionsQuery,
    answer: cashierExceptions,
  }),
  settle: endpoint({
    method: 'POST',
    path: '/api/cashierReport/settle/:id',
    summary: 'レジ精算: 精算前のシフトを管理画面で精算（端末が使えないとき）。金種別の計数、過不足があれば理由が必須',
    access: onScreen(CASHIER_REPORT_SCREEN, 'update'),
    params: cashierReportDetailParams,
    body: cashierSettleBody,
    answer: cashierReportDetail,
    errors: ['conflict'],
  }),
  resettle: endpoint({
    method: 'POST',
    path: '/api/cashierReport/resettle/:id',
    summary: 'レジ精算: 精算済みのシフトを再精算（理由が必須。元の精算は履歴に残り、承認は取り消されます）',
    access: onScreen(CASHIER_REPORT_SCREEN, 'update'),
    params: cashierReportDetailParams,
    body: cashierResettleBody,
    answer: cashierReportDetail,
    errors: ['conflict'],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/cashierReport/approve/:id',
    summary: 'レジ精算: 精算済みのシフトを責任者承認',
    access: onScreen(CASHIER_REPORT_SCREEN, 'update'),
    params: cashierReportDetailParams,
    answer: cashierReportDetail,
    errors: ['conflict'],
  }),
};
