import { z } from 'zod';
import { listOf, option } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';
import { role, roleCreateBody, roleListQuery, roleOptionsQuery, roleUpdateBody } from './roles.js';

// Roles (ロール): a brand's named sets of permissions per module, held by its accounts.
export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/role/list',
    summary: 'ロール一覧',
    access: onScreen('/role'),
    query: roleListQuery,
    answer: listOf(role),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/role/listMap',
    summary: 'ロールの選択肢（ユーザーの登録・編集用）',
    access: sessionAccess,
    query: roleOptionsQuery,
    answer: z.array(option),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/role/detail/:id',
    summary: 'ロールの詳細',
    access: onScreen('/role'),
    params: idParams,
    answer: role,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/role/create',
    summary: 'ロールを登録（自分が持たない権限は付けられない）',
    access: onScreen('/role/create', 'create'),
    body: roleCreateBody,
    answer: role,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/role/update',
    summary: 'ロールを更新（自分が持たない権限は付けられない）',
    access: onScreen('/role/edit/:id', 'update'),
    body: roleUpdateBody,
    answer: role,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/role/delete/:id',
    summary: 'ロールを削除（ユーザーが使っているロールは不可）',
    access: onScreen('/role', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
