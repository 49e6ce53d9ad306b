import { endpoint, onScreen } from './endpoint.js';
import {
  FEE_SALES_SCREEN,
  MEMBER_REPORT_SCREEN,
  ONLINE_FEE_SALES_SCREEN,
  feeSalesQuery,
  feeSalesReport,
  memberReport,
  memberReportOptions,
  memberReportQuery,
} from './member-reports.js';

// The membership reports: head office's, on the chosen cinemas of its brand (全劇場計 when none).
export const memberReportEndpoints = {
  // The three screens share their roles and module, so the first one's access stands for all.
  options: endpoint({
    method: 'GET',
    path: '/api/memberReport/options',
    summary: '会員レポート・会費売上の選択肢（会員制度とランク、決済方法）',
    access: onScreen(MEMBER_REPORT_SCREEN),
    answer: memberReportOptions,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/memberReport/report',
    summary:
      '会員レポート: 月×ランクの会員数推移（期首・新規入会・更新・ランク変動・退会・失効・期末）、会員利用、ポイント、クーポン（12か月以内）',
    access: onScreen(MEMBER_REPORT_SCREEN),
    query: memberReportQuery,
    answer: memberReport,
  }),
  feeSales: endpoint({
    method: 'GET',
    path: '/api/memberReport/feeSales',
    summary: '会費売上（窓口）: POS・券売機の日付×費目の件数・税込・消費税・税抜・返金と明細（販売営業日31日以内）',
    access: onScreen(FEE_SALES_SCREEN),
    query: feeSalesQuery,
    answer: feeSalesReport,
  }),
  onlineFeeSales: endpoint({
    method: 'GET',
    path: '/api/memberReport/onlineFeeSales',
    summary:
      '会費売上（オンライン）: 日付×費目の件数・税込・消費税・税抜・返金・決済手数料と明細（販売営業日31日以内）',
    access: onScreen(ONLINE_FEE_SALES_SCREEN),
    query: feeSalesQuery,
    answer: feeSalesReport,
  }),
};
