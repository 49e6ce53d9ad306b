import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { importBody, importResult } from './imports.js';
import {
  client,
  clientCreateBody,
  clientListMapQuery,
  clientListQuery,
  clientOption,
  clientUpdateBody,
} from './clients.js';

const headOffice = ['brand'] as const;

export const clientEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/client/list',
    summary: '取引先一覧（区分・グループ・有効で絞り込み）',
    access: onScreen('/client'),
    query: clientListQuery,
    answer: listOf(client),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/client/listMap',
    summary: '取引先の選択肢（page 0・pageSize 9999 が既定）',
    access: onScreen('/client'),
    query: clientListMapQuery,
    answer: listOf(clientOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/client/detail/:id',
    summary: '取引先の詳細（振込先口座の金融機関名・支店名つき）',
    access: onScreen('/client'),
    params: idParams,
    answer: client,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/client/create',
    summary: '取引先を登録（コードはブランドごとに一意、登録番号はチェックデジットを検査）',
    access: onScreen('/client', 'create', headOffice),
    body: clientCreateBody,
    answer: client,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/client/update',
    summary: '取引先を更新',
    access: onScreen('/client', 'update', headOffice),
    body: clientUpdateBody,
    answer: client,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/client/delete/:id',
    summary: '取引先を削除',
    access: onScreen('/client', 'delete', headOffice),
    params: idParams,
    answer: null,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/client/import',
    summary:
      '取引先をCSV・Excelから一括登録（commit=false で確認のみ、エラーが1行でもあれば何も登録しない。振込先口座は画面で設定）',
    access: onScreen('/client', 'create', headOffice),
    body: importBody,
    answer: importResult,
  }),
};
