import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';
import {
  activeSalesStop,
  salesStop,
  salesStopActiveQuery,
  salesStopCreateBody,
  salesStopEndBody,
  salesStopListQuery,
  salesStopUpdateBody,
} from './sales-stops.js';

// オンライン販売の緊急停止 (/setting-onlinesale): the operator stops the platform or any cinema,
// cinema staff their own; staff read the platform-wide stops but only the operator changes them.
export const salesStopEndpoints = {
  active: endpoint({
    method: 'GET',
    path: '/api/salesStop/active',
    summary: '選択中の劇場（未選択ならプラットフォーム全体）で停止中のオンライン販売（ヘッダーの表示用）',
    access: sessionAccess,
    query: salesStopActiveQuery,
    answer: activeSalesStop,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/salesStop/list',
    summary: 'オンライン販売停止の一覧（停止中・予定・終了の順）',
    access: onScreen('/setting-onlinesale'),
    query: salesStopListQuery,
    answer: listOf(salesStop),
    errors: ['not_found'],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/salesStop/detail/:id',
    summary: 'オンライン販売停止の詳細（変更履歴つき）',
    access: onScreen('/setting-onlinesale'),
    params: idParams,
    answer: salesStop,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/salesStop/create',
    summary: 'オンライン販売の停止を登録（プラットフォーム全体はスーパー管理者のみ）',
    access: onScreen('/setting-onlinesale', 'create'),
    body: salesStopCreateBody,
    answer: salesStop,
    errors: ['not_found'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/salesStop/update',
    summary: 'オンライン販売停止の期間・メッセージを変更（停止中は開始日時を変更不可）',
    access: onScreen('/setting-onlinesale', 'update'),
    body: salesStopUpdateBody,
    answer: salesStop,
    errors: ['conflict', 'stale_version'],
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/salesStop/end',
    summary: '停止中のオンライン販売停止を今すぐ終了',
    access: onScreen('/setting-onlinesale', 'update'),
    body: salesStopEndBody,
    answer: salesStop,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/salesStop/delete/:id',
    summary: '開始前のオンライン販売停止を削除（開始後は終了のみ）',
    access: onScreen('/setting-onlinesale', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
