import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  lateHourRule,
  lateHourRuleBody,
  lateHourRuleQuery,
  restrictCode,
  restrictCreateBody,
  restrictListQuery,
  restrictUpdateBody,
} from './restrict.js';

// 映倫区分・年齢制限 (/restrict, a cinema screen): every call works on the cinemaId named, or the
// cinema chosen in the session.
export const restrictEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/restrict/list',
    summary: '劇場の映倫区分・年齢制限の一覧（映倫の4区分 G・PG12・R15+・R18+ は初回に自動で登録）',
    access: onScreen('/restrict'),
    query: restrictListQuery,
    answer: listOf(restrictCode),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/restrict/create',
    summary: '劇場独自の区分を登録（区分コードは劇場ごとに一意、大文字で保存）',
    access: onScreen('/restrict', 'create'),
    body: restrictCreateBody,
    answer: restrictCode,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/restrict/update',
    summary: '区分の説明・注意文・年齢制限・表示順を更新（区分コードは変更不可）',
    access: onScreen('/restrict', 'update'),
    body: restrictUpdateBody,
    answer: restrictCode,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/restrict/delete/:id',
    summary: '劇場独自の区分を削除（映倫の4区分は不可）',
    access: onScreen('/restrict', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  lateHourRule: endpoint({
    method: 'GET',
    path: '/api/restrict/lateHourRule',
    summary: '18歳未満の深夜入場制限（青少年保護育成条例）：未確認の劇場には都道府県の目安を返す',
    access: onScreen('/restrict'),
    query: lateHourRuleQuery,
    answer: lateHourRule,
  }),
  updateLateHourRule: endpoint({
    method: 'PUT',
    path: '/api/restrict/lateHourRule',
    summary: '18歳未満の深夜入場制限を保存（初回は version 0）',
    access: onScreen('/restrict', 'update'),
    body: lateHourRuleBody,
    answer: lateHourRule,
    errors: ['stale_version'],
  }),
};
