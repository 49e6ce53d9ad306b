import { z } from 'zod';
import {
  cinema,
  cinemaCreateBody,
  cinemaListMapQuery,
  cinemaListQuery,
  cinemaOption,
  cinemaUpdateBody,
} from './cinemas.js';
import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';

// The cinema master (劇場): a brand's sites with their sales rules, mail sender and public links.
export const cinemaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/cinema/list',
    summary: '劇場一覧（検索・並べ替え・ページング）',
    access: onScreen('/cinema'),
    query: cinemaListQuery,
    answer: listOf(cinema),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/cinema/listMap',
    summary: '見える範囲の劇場の選択肢（ヘッダーの劇場切り替え・検索条件）',
    // Every signed-in user picks among the cinemas of their scope.
    access: sessionAccess,
    query: cinemaListMapQuery,
    answer: z.array(cinemaOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/cinema/detail/:id',
    summary: '劇場の詳細',
    access: onScreen('/cinema'),
    params: idParams,
    answer: cinema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/cinema/create',
    summary: '劇場を登録（スーパー管理者はブランドを指定）',
    access: onScreen('/cinema/create', 'create'),
    body: cinemaCreateBody,
    answer: cinema,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/cinema/update',
    summary: '劇場を更新',
    access: onScreen('/cinema/update/:id', 'update'),
    body: cinemaUpdateBody,
    answer: cinema,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/cinema/delete/:id',
    summary: '劇場を削除（スクリーン・ユーザー・端末がある劇場は不可）',
    access: onScreen('/cinema', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
