import { endpoint, onScreen, publicAccess } from './endpoint.js';
import {
  PUBLIC_SCHEDULE_CALLS_PER_MINUTE,
  publicSchedule,
  publicScheduleParams,
  publicScheduleQuery,
  publicScheduleWeek,
  publicScheduleWeekQuery,
} from './public-schedule.js';

// The published schedule (公開スケジュール) that cinema websites and kiosks read without signing in.
export const publicScheduleEndpoints = {
  schedule: endpoint({
    method: 'GET',
    path: '/api/public/cinemas/:code/schedule',
    summary: '劇場の公開上映スケジュール（認証不要・劇場サイトや券売機向け）',
    description:
      '指定した営業日（省略時は劇場の当日）の上映回を作品ごとに返します。ブランドはHostがブランド独自ドメインであればそれから、' +
      'そうでなければ brand パラメータのブランドコードから決まります。中止の上映回と未承認の作品は含みません。' +
      '回答は最大30秒キャッシュされ、ETagを返します。If-None-Matchが一致すれば304（本文なし）を返します。' +
      `呼び出しは接続元アドレスごとに1分あたり${PUBLIC_SCHEDULE_CALLS_PER_MINUTE}回までです。`,
    access: publicAccess,
    params: publicScheduleParams,
    query: publicScheduleQuery,
    answer: publicSchedule,
    errors: ['not_found', 'too_many_requests'],
  }),
  week: endpoint({
    method: 'GET',
    path: '/api/public-schedule/week',
    summary: '公開中の上映スケジュール7営業日分（お客様向け表示・印刷用）',
    description:
      'お客様に表示される内容そのもの（公開済み・中止以外・承認済みの作品）を、作品ごとに返します。' +
      'date を省略すると劇場の営業日（締め時刻前の深夜は前日）から始まります。',
    access: onScreen('/cinema-schedule'),
    query: publicScheduleWeekQuery,
    answer: publicScheduleWeek,
  }),
};
