import { endpoint, onScreen } from './endpoint.js';
import { boxOfficeSale, boxOfficeSaleQuery } from './special-box-office-sale.js';
import {
  BOX_OFFICE_SALE_REPORT_SCREEN,
  CINEMA_DAILY_SCREEN,
  SHOP_SALE_DETAIL_SCREEN,
  cinemaDaily,
  cinemaDailyQuery,
} from './special-reports.js';
import { shopSaleDetail, shopSaleDetailQuery } from './special-shop-sale-detail.js';
import { CUSTOMER_REPORT_SCREEN, customerReport, customerReportQuery } from './special-customer-report.js';

// 特別レポート: for the brand codes listed in 全体設定 only (another brand is answered 403), each on the chosen cinemas of
// the caller's scope (全劇場計 when none).
export const specialReportEndpoints = {
  cinemaDaily: endpoint({
    method: 'GET',
    path: '/api/specialReport/cinemaDaily',
    summary:
      '全劇場日報（速報）: 劇場ごとの動員・興収（前年同曜日比）・売店売上・一人当たり売店・合計・月累計と、チェーン上位10作品（営業日31日以内）',
    access: onScreen(CINEMA_DAILY_SCREEN),
    query: cinemaDailyQuery,
    answer: cinemaDaily,
  }),
  boxOfficeSale: endpoint({
    method: 'GET',
    path: '/api/specialReport/boxOfficeSale',
    summary:
      '興行成績報告書（料金別）: 作品の料金区分（券種×単価）ごとの日別人員・計人員・単価・金額、興収税込／税抜、回数（上映日基準、31日以内）',
    access: onScreen(BOX_OFFICE_SALE_REPORT_SCREEN),
    query: boxOfficeSaleQuery,
    answer: boxOfficeSale,
  }),
  shopSaleDetail: endpoint({
    method: 'GET',
    path: '/api/specialReport/shopSaleDetail',
    summary: '売店売上明細（日別）: 商品・税率・店内／持帰りごとの日別の数量・金額と月計（販売日基準、31日以内）',
    access: onScreen(SHOP_SALE_DETAIL_SCREEN),
    query: shopSaleDetailQuery,
    answer: shopSaleDetail,
  }),
  customerReport: endpoint({
    method: 'GET',
    path: '/api/specialReport/customerReport',
    summary:
      '客数・客層報告: 日別の売上（税抜）・客数・入場者数と、居住地・年代・性別ごとの客数・構成比、時間帯別の会計件数（31日以内）',
    access: onScreen(CUSTOMER_REPORT_SCREEN),
    query: customerReportQuery,
    answer: customerReport,
  }),
};
