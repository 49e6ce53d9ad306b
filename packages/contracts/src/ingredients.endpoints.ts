import { z } from 'zod';
import { option } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { importBody, importResult } from './imports.js';
import { ingredient, ingredientCreateBody, ingredientListQuery, ingredientUpdateBody } from './ingredients.js';
import { masterEndpoints } from './master-endpoints.js';

// The brand's 原材料: head office keeps them with the items; cinema staff read them.
export const ingredientEndpoints = {
  ...masterEndpoints({
    base: 'ingredient',
    screen: '/ingredient',
    writers: ['brand'],
    record: ingredient,
    createBody: ingredientCreateBody,
    updateBody: ingredientUpdateBody,
    query: ingredientListQuery,
    summaries: {
      list: '原材料一覧（名称・カナ・コードで検索）',
      detail: '原材料の詳細',
      create: '原材料を登録（本部のみ、コードはブランドごとに一意）',
      update: '原材料を更新（本部のみ）',
      delete: '原材料を削除（本部のみ、レシピで使われているものは不可）',
    },
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/ingredient/listMap',
    summary: '有効な原材料の選択肢（レシピの登録用、名称に単位つき）',
    access: onScreen('/ingredient'),
    answer: z.array(option),
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/ingredient/import',
    summary: '原材料をCSV・Excelから一括登録（commit=false で確認のみ、エラーが1行でもあれば何も登録しない）',
    access: onScreen('/ingredient', 'create', ['brand']),
    body: importBody,
    answer: importResult,
  }),
};
