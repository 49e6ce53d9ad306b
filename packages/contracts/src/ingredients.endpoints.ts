import { z } from 'zod';
import { listOf, option } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { importBody, importResult } from './imports.js';
import { ingredient, ingredientCreateBody, ingredientListQuery, ingredientUpdateBody } from './ingredients.js';

// The brand's 原材料: head office keeps them with the items; cinema staff read them.
const headOffice = ['brand'] as const;

export const ingredientEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ingredient/list',
    summary: '原材料一覧（名称・カナ・コードで検索）',
    access: onScreen('/ingredient'),
    query: ingredientListQuery,
    answer: listOf(ingredient),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/ingredient/listMap',
    summary: '有効な原材料の選択肢（レシピの登録用、名称に単位つき）',
    access: onScreen('/ingredient'),
    answer: z.array(option),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/ingredient/detail/:id',
    summary: '原材料の詳細',
    access: onScreen('/ingredient'),
    params: idParams,
    answer: ingredient,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/ingredient/create',
    summary: '原材料を登録（本部のみ、コードはブランドごとに一意）',
    access: onScreen('/ingredient', 'create', headOffice),
    body: ingredientCreateBody,
    answer: ingredient,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/ingredient/update',
    summary: '原材料を更新（本部のみ）',
    access: onScreen('/ingredient', 'update', headOffice),
    body: ingredientUpdateBody,
    answer: ingredient,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/ingredient/delete/:id',
    summary: '原材料を削除（本部のみ、レシピで使われているものは不可）',
    access: onScreen('/ingredient', 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/ingredient/import',
    summary: '原材料をCSV・Excelから一括登録（commit=false で確認のみ、エラーが1行でもあれば何も登録しない）',
    access: onScreen('/ingredient', 'create', headOffice),
    body: importBody,
    answer: importResult,
  }),
};
