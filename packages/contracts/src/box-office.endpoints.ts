import { endpoint, sessionAccess, onScreen } from './endpoint.js';
import {
  BOX_OFFICE_DAILY_SCREEN,
  SALE_WEEKLY_SCREEN,
  TICKET_SALES_SCREEN,
  boxOfficeDaily,
  boxOfficeDailyQuery,
  boxOfficeSetting,
} from './box-office.js';
import { ticketSales, ticketSalesQuery } from './box-office-tickets.js';
import { saleWeekly, saleWeeklyQuery } from './box-office-weekly.js';

// The box-office reports (docs/reports.md, "box-office reports"): the chosen cinemas' figures, 全劇場計 when none.
export const boxOfficeEndpoints = {
  daily: endpoint({
    method: 'GET',
    path: '/api/boxOffice/daily',
    summary:
      '興行収入日報: 作品（×上映方式）ごとの回数・動員・興収税込／税抜・販売率・前日比・前週同曜日比・累計（上映日基準、営業日31日以内）',
    access: onScreen(BOX_OFFICE_DAILY_SCREEN),
    query: boxOfficeDailyQuery,
    answer: boxOfficeDaily,
  }),
  ticketSales: endpoint({
    method: 'GET',
    path: '/api/boxOffice/ticketSales',
    summary: '券種別売上: 券種区分・券種ごとの枚数・販売額・割引額・加算料金・計上額・構成比（上映日または販売日基準）',
    access: onScreen(TICKET_SALES_SCREEN),
    query: ticketSalesQuery,
    answer: ticketSales,
  }),
  weekly: endpoint({
    method: 'GET',
    path: '/api/boxOffice/weekly',
    summary:
      '週間売上: 興行週の作品ごとの日別興収または動員・週計・前週比・週目・累計、売店・その他・合計売上（販売日）',
    access: onScreen(SALE_WEEKLY_SCREEN),
    query: saleWeeklyQuery,
    answer: saleWeekly,
  }),
  setting: endpoint({
    method: 'GET',
    path: '/api/boxOffice/setting',
    summary: '興行レポートの設定: ブランドの興行週の開始曜日と、劇場の上映方式（コードと名前）',
    access: sessionAccess,
    answer: boxOfficeSetting,
  }),
};
