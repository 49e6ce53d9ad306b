import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { importBody, importResult } from './imports.js';
import { deposit, depositCreateBody, depositListQuery, depositUpdateBody } from './deposits.js';

const headOffice = ['brand'] as const;

export const depositEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/deposit/list',
    summary: '入金口座（ブランドの銀行口座）一覧',
    access: onScreen('/deposit'),
    query: depositListQuery,
    answer: listOf(deposit),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/deposit/detail/:id',
    summary: '入金口座の詳細',
    access: onScreen('/deposit'),
    params: idParams,
    answer: deposit,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/deposit/create',
    summary: '入金口座を登録（金融機関・支店は全銀マスターから、口座名義は半角カナに変換、既定は用途ごとに1つ）',
    access: onScreen('/deposit', 'create', headOffice),
    body: depositCreateBody,
    answer: deposit,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/deposit/update',
    summary: '入金口座を更新',
    access: onScreen('/deposit', 'update', headOffice),
    body: depositUpdateBody,
    answer: deposit,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/deposit/delete/:id',
    summary: '入金口座を削除',
    access: onScreen('/deposit', 'delete', headOffice),
    params: idParams,
    answer: null,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/deposit/import',
    summary: '入金口座をCSV・Excelから一括登録（commit=false で確認のみ、エラーが1行でもあれば何も登録しない）',
    access: onScreen('/deposit', 'create', headOffice),
    body: importBody,
    answer: importResult,
  }),
};
