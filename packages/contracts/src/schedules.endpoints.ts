import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { scheduleBatchResult, scheduleBulkCreateBody, scheduleCopyBody } from './schedule-batch.js';
import { schedulePublishBody, schedulePublishPreview, schedulePublishResult } from './schedule-publish.js';
import { scheduleWeek, scheduleWeekQuery, screeningSeatMap } from './schedule-week.js';
import { scheduleCreateBody, scheduleListQuery, scheduleUpdateBody, screening } from './schedules.js';

// 上映スケジュール, one cinema at a time: the explicit cinemaId or the session's chosen cinema.
export const scheduleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/schedule/list',
    summary: '上映スケジュール一覧（劇場ごと・営業日や期間、スクリーン、作品、状態で絞り込み）',
    access: onScreen('/schedule'),
    query: scheduleListQuery,
    answer: listOf(screening),
  }),
  week: endpoint({
    method: 'GET',
    path: '/api/schedule/week',
    summary: '劇場の7営業日分の上映スケジュール（スクリーン別・タイムライン表示用）',
    access: onScreen('/schedule'),
    query: scheduleWeekQuery,
    answer: scheduleWeek,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/schedule/detail/:id',
    summary: '上映回の詳細（注意事項を含む）',
    access: onScreen('/schedule'),
    params: idParams,
    answer: screening,
  }),
  seatMap: endpoint({
    method: 'GET',
    path: '/api/schedule/seatMap/:id',
    summary: '上映回の座席表（販売済・仮押さえ・入場済・販売不可・空席を座席ごとに。閲覧のみ）',
    access: onScreen('/schedule'),
    params: idParams,
    answer: screeningSeatMap,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/schedule/create',
    summary: '上映回を登録（同じスクリーンで清掃時間を含めて重なる上映回があれば不可）',
    access: onScreen('/schedule/create', 'create'),
    body: scheduleCreateBody,
    answer: screening,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/schedule/update',
    summary: '上映回を更新（送った項目だけを変更。タイムラインの移動・伸縮もこれで行う）',
    access: onScreen('/schedule/edit/:id', 'update'),
    body: scheduleUpdateBody,
    answer: screening,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/schedule/delete/:id',
    summary: '上映回を削除',
    access: onScreen('/schedule', 'delete'),
    params: idParams,
    answer: null,
  }),
  bulkCreate: endpoint({
    method: 'POST',
    path: '/api/schedule/bulkCreate',
    summary: '上映回を一括登録（1作品・1スクリーンを複数の営業日と開始時刻に。重なりがあれば1件も登録しない）',
    access: onScreen('/schedule/create', 'create'),
    body: scheduleBulkCreateBody,
    answer: scheduleBatchResult,
    errors: ['conflict'],
  }),
  copy: endpoint({
    method: 'POST',
    path: '/api/schedule/copy',
    summary: '1日または1週間分の上映スケジュールを別の営業日へコピー（重なりは中止または除外を選択）',
    access: onScreen('/schedule/create', 'create'),
    body: scheduleCopyBody,
    answer: scheduleBatchResult,
    errors: ['conflict'],
  }),
  publishPreview: endpoint({
    method: 'POST',
    path: '/api/schedule/publish/preview',
    summary: '公開の確認：期間内の未公開の上映回の件数と、料金未設定・年少者の入場制限・先行上映の上映回',
    access: onScreen('/schedule', 'update'),
    body: schedulePublishBody,
    answer: schedulePublishPreview,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/schedule/publish',
    summary: '期間内の未公開の上映回をまとめて公開（料金テンプレートが未設定の上映回があれば公開しない）',
    access: onScreen('/schedule', 'update'),
    body: schedulePublishBody,
    answer: schedulePublishResult,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/schedule/unpublish',
    summary: '期間内の公開済みの上映回を未公開（下書き）に戻す',
    access: onScreen('/schedule', 'update'),
    body: schedulePublishBody,
    answer: schedulePublishResult,
  }),
};
