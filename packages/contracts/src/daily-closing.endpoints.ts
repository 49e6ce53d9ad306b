import { z } from 'zod';
import {
  closingStateRow,
  DAILY_CLOSING_SCREEN,
  dailyClosingCalendar,
  dailyClosingCalendarQuery,
  dailyClosingCloseBody,
  dailyClosingDay,
  dailyClosingDayQuery,
  dailyClosingDepositBody,
  dailyClosingReopenBody,
} from './daily-closing.js';
import { dateField } from './dates.js';
import { endpoint, headOfficeOnScreen, onScreen } from './endpoint.js';

// 日次締め (docs/reports.md, "日次締め"): the cinema's staff record the 銀行預入 and close their day; head office reads
// every cinema of the brand and alone reopens a day.
export const dailyClosingEndpoints = {
  calendar: endpoint({
    method: 'GET',
    path: '/api/dailyClosing/calendar',
    summary: '日次締めの月カレンダー: 営業日ごとの締め状態（未締め・締め済み）と、チェック項目が未完了の日の警告',
    access: onScreen(DAILY_CLOSING_SCREEN),
    query: dailyClosingCalendarQuery,
    answer: dailyClosingCalendar,
  }),
  day: endpoint({
    method: 'GET',
    path: '/api/dailyClosing/day',
    summary:
      '日次締めの営業日: チェック項目（全シフト精算済・決済確認中の取引なし・未着券処理済・現金過不足・天候入力・銀行預入）、営業日報の主要数値、締め後に届いた取引',
    access: onScreen(DAILY_CLOSING_SCREEN),
    query: dailyClosingDayQuery,
    answer: dailyClosingDay,
  }),
  deposit: endpoint({
    method: 'PUT',
    path: '/api/dailyClosing/deposit',
    summary: '銀行預入（金額・預入袋番号・預入者）と現金過不足の説明を保存（劇場スタッフ、締め前のみ）',
    access: onScreen(DAILY_CLOSING_SCREEN, 'update', ['cinema']),
    body: dailyClosingDepositBody,
    answer: dailyClosingDay,
    errors: ['conflict'],
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/dailyClosing/close',
    summary:
      '締める: チェック項目がすべて完了していれば営業日を締め、営業日報の主要数値を保存する（以後その日に届く取引は次の未締めの営業日に計上）',
    access: onScreen(DAILY_CLOSING_SCREEN, 'update', ['cinema']),
    body: dailyClosingCloseBody,
    answer: dailyClosingDay,
    errors: ['conflict'],
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/dailyClosing/reopen',
    summary: '締め解除（本部のみ、理由必須、月次締め前のみ）',
    access: headOfficeOnScreen(DAILY_CLOSING_SCREEN, 'update'),
    body: dailyClosingReopenBody,
    answer: dailyClosingDay,
    errors: ['conflict'],
  }),
  states: endpoint({
    method: 'GET',
    path: '/api/dailyClosing/states',
    summary: '本部の各劇場の締め状態（既定は前日の営業日）。ダッシュボードが表示します',
    access: onScreen(DAILY_CLOSING_SCREEN, 'view', ['brand']),
    query: z.object({ businessDate: dateField('営業日').optional() }),
    answer: z.object({ businessDate: z.string(), list: z.array(closingStateRow) }),
  }),
};
