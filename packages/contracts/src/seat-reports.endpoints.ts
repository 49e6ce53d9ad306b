import { z } from 'zod';
import { endpoint, onScreen } from './endpoint.js';
import {
  ARRIVE_DAILY_SCREEN,
  BOOKING_DAILY_SCREEN,
  SOLD_RATE_SCREEN,
  soldRateAnswer,
  soldRateQuery,
} from './seat-reports.js';
import { arriveClaimRow, arriveDailyQuery, arriveDailyRow } from './seat-reports-arrival.js';
import { bookingDailyQuery, bookingDailyRow, bookingOutlookQuery, bookingOutlookRow } from './seat-reports-booking.js';

// The seat reports of the chosen cinema (docs/reports.md, "seat reports"); head office reads them once it has chosen one.
const rows = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row) });

export const soldRateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/soldRate/list',
    summary:
      '販売率: 上映回・作品・スクリーン・時間帯・曜日ごとの総座席数・販売停止席・販売可能席数・有料・招待・販売率・着券率、曜日×時間帯のヒートマップと作品別（上映日31日以内）',
    access: onScreen(SOLD_RATE_SCREEN),
    query: soldRateQuery,
    answer: soldRateAnswer,
  }),
};

export const arriveDailyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/arriveDaily/list',
    summary: '着券日報: 上映回ごとの販売数・着券数・未着券数・着券率と区分別の着券（上映日31日以内）',
    access: onScreen(ARRIVE_DAILY_SCREEN),
    query: arriveDailyQuery,
    answer: rows(arriveDailyRow),
  }),
  claims: endpoint({
    method: 'GET',
    path: '/api/arriveDaily/claims',
    summary: '前売・ムビチケ着券集計: 券種・作品ごとの着券枚数 × 計上単価 = 計上額（上映日31日以内）',
    access: onScreen(ARRIVE_DAILY_SCREEN),
    query: arriveDailyQuery,
    answer: rows(arriveClaimRow),
  }),
};

export const bookingDailyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/bookingDaily/list',
    summary:
      '販売日報（前売・先売）: 販売日・作品ごとの販売枚数・額、払戻、上映日別・チャネル別枚数（販売営業日31日以内）',
    access: onScreen(BOOKING_DAILY_SCREEN),
    query: bookingDailyQuery,
    answer: rows(bookingDailyRow),
  }),
  outlook: endpoint({
    method: 'GET',
    path: '/api/bookingDaily/outlook',
    summary: '予約状況: 基準日の翌日から14日間の上映日・作品ごとの販売済枚数・販売率・前週同時点比',
    access: onScreen(BOOKING_DAILY_SCREEN),
    query: bookingOutlookQuery,
    answer: rows(bookingOutlookRow),
  }),
};
