import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import {
  CASHIER_REPORT_SCREEN,
  cashierExceptions,
  cashierExceptionsQuery,
  cashierReportDetail,
  cashierReportDetailParams,
  cashierReportListQuery,
  cashierReportRow,
} from './cashier-report.js';

// レジ精算: the chosen cinema's cashier shifts and one shift's 点検 (X) or 精算 (Z).
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
};
