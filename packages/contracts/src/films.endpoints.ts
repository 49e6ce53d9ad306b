import { z } from 'zod';
import { listOf, listQuery } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { filmPendingCount, filmReturnBody } from './film-approval.js';
import { idParams } from './fields.js';
import {
  film,
  filmCreateBody,
  filmListItem,
  filmListQuery,
  filmNameItem,
  filmOption,
  filmUpdateBody,
} from './films.js';

/** Pickers search by name or kana. */
export const filmPickerQuery = z.object({ keyword: listQuery.shape.keyword });

// The film master (作品): brand rows, read and written by head office and cinema staff alike.
export const filmEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/film/list',
    summary: '作品一覧（検索・並べ替え・ページング）',
    access: onScreen('/movie'),
    query: filmListQuery,
    answer: listOf(filmListItem),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/film/listMap',
    summary: '承認済みの作品（上映スケジュールの選択肢）',
    access: sessionAccess,
    query: filmPickerQuery,
    answer: z.array(filmOption),
  }),
  nameList: endpoint({
    method: 'GET',
    path: '/api/film/creatFilmNameList',
    summary: 'ブランドの全作品と上映時間・承認状態（選択肢用）',
    access: sessionAccess,
    query: filmPickerQuery,
    answer: z.array(filmNameItem),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/film/detail/:id',
    summary: '作品の詳細',
    access: onScreen('/movie'),
    params: idParams,
    answer: film,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/film/create',
    summary: '作品を登録（劇場が登録した作品は本部の承認待ち）',
    access: onScreen('/movie/create', 'create'),
    body: filmCreateBody,
    answer: film,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/film/update',
    summary: '作品を更新',
    access: onScreen('/movie/update/:id', 'update'),
    body: filmUpdateBody,
    answer: film,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/film/delete/:id',
    summary: '作品を削除（上映スケジュールがある作品は不可）',
    access: onScreen('/movie', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  // 承認 is its own permission type of the film module (作品の承認), held by head office roles.
  approve: endpoint({
    method: 'POST',
    path: '/api/film/approve/:id',
    summary: '劇場が登録した作品を本部が承認',
    access: onScreen('/movie', 'approve', ['brand']),
    params: idParams,
    answer: film,
    errors: ['conflict', 'stale_version'],
  }),
  sendBack: endpoint({
    method: 'POST',
    path: '/api/film/sendBack/:id',
    summary: '劇場が登録した作品を理由を添えて差し戻す（劇場が修正すると再び承認待ち）',
    access: onScreen('/movie', 'approve', ['brand']),
    params: idParams,
    body: filmReturnBody,
    answer: film,
    errors: ['conflict', 'stale_version'],
  }),
  pendingCount: endpoint({
    method: 'GET',
    path: '/api/film/pendingCount',
    summary: '承認待ちの作品の件数（作品メニューのバッジ）',
    access: onScreen('/movie', 'approve', ['brand']),
    answer: filmPendingCount,
  }),
};
