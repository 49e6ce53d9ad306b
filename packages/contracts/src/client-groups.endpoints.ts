import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { importBody, importResult } from './imports.js';
import { clientGroup, clientGroupCreateBody, clientGroupListQuery, clientGroupUpdateBody } from './client-groups.js';

// 取引先グループ: head office's (docs/architecture.md, "tenancy and permissions": clients are head office's).
const headOffice = ['brand'] as const;

export const clientGroupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/clientGroup/list',
    summary: '取引先グループ一覧（所属する取引先の件数つき）',
    access: onScreen('/client-group'),
    query: clientGroupListQuery,
    answer: listOf(clientGroup),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/clientGroup/detail/:id',
    summary: '取引先グループの詳細',
    access: onScreen('/client-group'),
    params: idParams,
    answer: clientGroup,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/clientGroup/create',
    summary: '取引先グループを登録（コードはブランドごとに一意）',
    access: onScreen('/client-group', 'create', headOffice),
    body: clientGroupCreateBody,
    answer: clientGroup,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/clientGroup/update',
    summary: '取引先グループを更新',
    access: onScreen('/client-group', 'update', headOffice),
    body: clientGroupUpdateBody,
    answer: clientGroup,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/clientGroup/delete/:id',
    summary: '取引先グループを削除（所属する取引先があるときは不可）',
    access: onScreen('/client-group', 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/clientGroup/import',
    summary: '取引先グループをCSV・Excelから一括登録（commit=false で確認のみ、エラーが1行でもあれば何も登録しない）',
    access: onScreen('/client-group', 'create', headOffice),
    body: importBody,
    answer: importResult,
  }),
};
