import { businessDailyDetail } from './business-daily-detail.js';
import {
  BUSINESS_DAILY_DETAIL_SCREEN,
  BUSINESS_DAILY_SCREEN,
  businessDailyQuery,
  businessDailyReport,
} from './business-daily.js';
import { businessDayNote, businessDayNoteBody, businessDayNoteQuery } from './business-day-notes.js';
import { endpoint, onScreen } from './endpoint.js';

// 営業日報 and 営業日報（明細）: the chosen cinemas' figures over at most 31 営業日, and each cinema's 天候・特記事項 of a day.
export const businessDailyEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/api/businessDaily/report',
    summary:
      '営業日報: 興行（上映日）・売店・その他・会費（販売日）の指標と前年同曜日・月累計、決済方法別、税率別、受入金額と売上の差、現金過不足（営業日31日以内、選んだ劇場の合計）',
    access: onScreen(BUSINESS_DAILY_SCREEN),
    query: businessDailyQuery,
    answer: businessDailyReport,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/businessDaily/detail',
    summary: '営業日報（明細）: 上映回別（スクリーンごと）、売店の商品グループ別、時間帯別（0〜35時）',
    access: onScreen(BUSINESS_DAILY_DETAIL_SCREEN),
    query: businessDailyQuery,
    answer: businessDailyDetail,
  }),
  note: endpoint({
    method: 'GET',
    path: '/api/businessDaily/note',
    summary: '営業日報の天候・特記事項（劇場と営業日ごと。未入力ならバージョン0）',
    access: onScreen(BUSINESS_DAILY_SCREEN),
    query: businessDayNoteQuery,
    answer: businessDayNote,
  }),
  saveNote: endpoint({
    method: 'PUT',
    path: '/api/businessDaily/note',
    summary: '営業日報の天候・特記事項を保存（劇場スタッフのみ。他の人が先に保存していれば stale_version）',
    access: onScreen(BUSINESS_DAILY_SCREEN, 'update', ['cinema']),
    body: businessDayNoteBody,
    answer: businessDayNote,
    errors: ['stale_version'],
  }),
};
