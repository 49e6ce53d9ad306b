import { z } from 'zod';
import { listOf } from './common.js';
import {
  distributor,
  distributorCreateBody,
  distributorListQuery,
  distributorOption,
  distributorUpdateBody,
} from './distributors.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';

// The distributor master (配給会社; SPEC's "filmmakers"), kept on the 作品 screen's permissions.
export const distributorEndpoints = {
  listMap: endpoint({
    method: 'GET',
    path: '/api/filmmakers/listMap',
    summary: '配給会社の選択肢',
    access: sessionAccess,
    answer: z.array(distributorOption),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/filmmakers/list',
    summary: '配給会社一覧',
    access: onScreen('/movie'),
    query: distributorListQuery,
    answer: listOf(distributor),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/filmmakers/create',
    summary: '配給会社を登録（本部のみ）',
    access: onScreen('/movie', 'create'),
    body: distributorCreateBody,
    answer: distributor,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/filmmakers/update',
    summary: '配給会社を更新（本部のみ）',
    access: onScreen('/movie', 'update'),
    body: distributorUpdateBody,
    answer: distributor,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/filmmakers/delete/:id',
    summary: '配給会社を削除（作品がある配給会社は不可）',
    access: onScreen('/movie', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
