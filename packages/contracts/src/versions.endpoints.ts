import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';
import { versionCreateBody, versionListQuery, versionRecord, versionUpdateBody } from './versions.js';

// What a screening can be shown as, per cinema, each with a surcharge (加算料金): language versions
// and screen formats on /version-management, sound formats and extras on /version-other. Both
// screens share module 'performance' and roles ['cinema'], so /version-management's entry stands
// for both in the writes and the detail.
export const versionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/version/list',
    summary: '劇場の字幕・吹替と上映方式の一覧（kinds で種別を指定すると、その種別の一覧）',
    // The lists feed pickers on other screens too (a screen's formats on /house): any signed-in
    // user may read them, for the cinemas of their scope only.
    access: sessionAccess,
    query: versionListQuery,
    answer: listOf(versionRecord),
  }),
  otherList: endpoint({
    method: 'GET',
    path: '/api/otherVersion/List',
    summary: '劇場の音響とその他の加算（メガネ代など）の一覧（kinds で種別を指定すると、その種別の一覧）',
    access: sessionAccess,
    query: versionListQuery,
    answer: listOf(versionRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/version/detail/:id',
    summary: '上映方式・字幕吹替・音響・その他の加算の詳細',
    access: onScreen('/version-management'),
    params: idParams,
    answer: versionRecord,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/version/create',
    summary: '上映方式・字幕吹替・音響・その他の加算を登録（コードは劇場・種別ごとに一意）',
    access: onScreen('/version-management', 'create'),
    body: versionCreateBody,
    answer: versionRecord,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/version/update',
    summary: '上映方式・字幕吹替・音響・その他の加算を更新（種別は変更不可）',
    access: onScreen('/version-management', 'update'),
    body: versionUpdateBody,
    answer: versionRecord,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/version/delete/:id',
    summary: '上映方式・字幕吹替・音響・その他の加算を削除（スクリーンや上映スケジュールで使用中のものは不可）',
    access: onScreen('/version-management', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
