import { z } from 'zod';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { priceSuggestion, priceSuggestionQuery } from './website-content.js';
import {
  websiteKindParams,
  websiteOptions,
  websitePage,
  websitePageCreateBody,
  websitePageList,
  websitePageListQuery,
  websitePageUpdateBody,
  websitePreview,
  websitePreviewBody,
  websitePublishBody,
  websiteRestoreBody,
  websiteRevision,
  websiteVersionBody,
} from './website.js';

// 劇場サイト (docs/website.md): one set of calls for every page kind. The screens of the group share the module
// `website` and the cinema role, so each call is checked against お知らせ's screen: whoever may open one may open all.
export const WEBSITE_SCREEN = '/news';
const S = WEBSITE_SCREEN;

export const websiteEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/api/website/options',
    summary: '劇場サイトの編集に使う情報（公開サイトのURL、料金テンプレート）',
    access: onScreen(S),
    answer: websiteOptions,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/website/page/list',
    summary: 'お知らせ・自由ページ・料金表の一覧（状態・キーワードで絞り込み）',
    access: onScreen(S),
    query: websitePageListQuery,
    answer: websitePageList,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/website/page/detail/:id',
    summary: 'ページの下書きと公開中の内容',
    access: onScreen(S),
    params: idParams,
    answer: websitePage,
  }),
  single: endpoint({
    method: 'GET',
    path: '/api/website/single/:kind',
    summary: '1劇場に1つのページ（入場案内・サイト設定など）。まだなければ null',
    access: onScreen(S),
    params: websiteKindParams,
    answer: websitePage.nullable(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/website/page/create',
    summary: 'ページを下書きとして作成',
    access: onScreen(S, 'create'),
    body: websitePageCreateBody,
    answer: websitePage,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/website/page/update',
    summary: '下書きを保存（公開中の内容は変わらない）',
    access: onScreen(S, 'update'),
    body: websitePageUpdateBody,
    answer: websitePage,
    errors: ['conflict', 'stale_version'],
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/website/page/publish',
    summary: '下書きを公開（公開日時を指定すると予約）',
    access: onScreen(S, 'update'),
    body: websitePublishBody,
    answer: websitePage,
    errors: ['conflict', 'stale_version'],
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/website/page/unpublish',
    summary: 'ページを非公開にする（予約も取り消す）',
    access: onScreen(S, 'update'),
    body: websiteVersionBody,
    answer: websitePage,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/website/page/delete/:id',
    summary: 'お知らせ・自由ページ・料金表を削除',
    access: onScreen(S, 'delete'),
    params: idParams,
    answer: z.null(),
    errors: ['conflict'],
  }),
  revisions: endpoint({
    method: 'GET',
    path: '/api/website/page/revisions/:id',
    summary: 'ページの版の履歴（新しい順）',
    access: onScreen(S),
    params: idParams,
    answer: z.array(websiteRevision),
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/website/page/restore',
    summary: '版の内容を下書きに戻す',
    access: onScreen(S, 'update'),
    body: websiteRestoreBody,
    answer: websitePage,
    errors: ['stale_version'],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/website/preview',
    summary: '編集中の内容で公開ページを表示（保存しない）',
    access: onScreen(S),
    body: websitePreviewBody,
    answer: websitePreview,
  }),
  priceSuggestion: endpoint({
    method: 'GET',
    path: '/api/website/priceTable/suggestion',
    summary: '料金テンプレートから作った料金表の行（券種 × 時間帯）',
    access: onScreen(S),
    query: priceSuggestionQuery,
    answer: priceSuggestion,
  }),
};
