import { endpoint, onScreen } from './endpoint.js';
import {
  ONLINE_RESERVATION_SALES_SCREEN,
  onlineReservationSales,
  onlineReservationSalesQuery,
} from './online-reservation-sales.js';

// オンライン予約売上: the platform operator's settlement view of the online channel, every brand.
export const onlineReservationSalesEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/api/onlineReservationSales/report',
    summary:
      'オンライン予約売上: ブランド・劇場（・日）ごとの決済件数・枚数・決済額・返金額・純額・決済手数料・振込予定額（決済日または上映日基準、31日以内）',
    access: onScreen(ONLINE_RESERVATION_SALES_SCREEN),
    query: onlineReservationSalesQuery,
    answer: onlineReservationSales,
  }),
};
