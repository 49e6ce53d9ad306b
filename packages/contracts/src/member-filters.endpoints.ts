import { z } from 'zod';
import { endpoint, onScreen } from './endpoint.js';
import { masterEndpoints } from './master-endpoints.js';
import {
  memberFilter,
  memberFilterConditions,
  memberFilterCount,
  memberFilterCreateBody,
  memberFilterListQuery,
  memberFilterPreview,
  memberFilterUpdateBody,
} from './member-filters.js';

// 会員フィルター: head office's alone (docs/membership.md, "会員フィルター"). The count and the preview take conditions
// not yet saved (the form's live count), so they are POSTs that write nothing.
const screen = '/member-filter';

export const memberFilterEndpoints = {
  ...masterEndpoints({
    base: 'memberFilter',
    screen,
    writers: ['brand'],
    record: memberFilter,
    createBody: memberFilterCreateBody,
    updateBody: memberFilterUpdateBody,
    query: memberFilterListQuery,
    summaries: {
      list: '会員フィルター一覧（名称で検索）',
      detail: '会員フィルターの詳細',
      create: '会員フィルターを登録（名称はブランドごとに一意）',
      update: '会員フィルターを更新',
      delete: '会員フィルターを削除',
    },
  }),
  count: endpoint({
    method: 'POST',
    path: '/api/memberFilter/count',
    summary: '条件に該当する会員数（保存前の条件で数える、何も書き込まない）',
    access: onScreen(screen),
    body: memberFilterConditions,
    answer: memberFilterCount,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/memberFilter/preview',
    summary: '条件に該当する会員の先頭20件と該当数（個人情報は出力権限がなければ伏せ字）',
    access: onScreen(screen),
    body: memberFilterConditions,
    answer: memberFilterPreview,
  }),
  genres: endpoint({
    method: 'GET',
    path: '/api/memberFilter/genres',
    summary: '条件に使えるジャンル（ブランドの作品のジャンル）',
    access: onScreen(screen),
    answer: z.array(z.string()),
  }),
};
