import {
  automationCreateBody,
  automationFire,
  automationListQuery,
  automationPreview,
  automationPreviewBody,
  automationRule,
  automationRun,
  automationRunAnswer,
  automationRunQuery,
  automationUpdateBody,
} from './automation-rules.js';
import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';

// 自動化ルール: head office's alone (docs/membership.md, "自動化ルール").
const headOffice = ['brand'] as const;
const screen = '/automation-rule';

export const automationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/automationRule/list',
    summary: '自動化ルール一覧（最終実行日・実行件数つき）',
    access: onScreen(screen),
    query: automationListQuery,
    answer: listOf(automationRule),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/automationRule/detail/:id',
    summary: '自動化ルールの詳細',
    access: onScreen(screen),
    params: idParams,
    answer: automationRule,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/automationRule/create',
    summary: '自動化ルールを登録',
    access: onScreen(screen, 'create', headOffice),
    body: automationCreateBody,
    answer: automationRule,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/automationRule/update',
    summary: '自動化ルールを更新（実行済みの会員には再び実行しない）',
    access: onScreen(screen, 'update', headOffice),
    body: automationUpdateBody,
    answer: automationRule,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/automationRule/delete/:id',
    summary: '自動化ルールを削除（実行履歴があるときは不可）',
    access: onScreen(screen, 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/automationRule/preview',
    summary: '今日実行したときの対象者（入力中の内容で、実行済みの会員を除く）',
    access: onScreen(screen),
    body: automationPreviewBody,
    answer: automationPreview,
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/automationRule/run/:id',
    summary: '自動化ルールを今すぐ実行（毎日の自動実行と同じく、会員ごとに一度だけ）',
    access: onScreen(screen, 'update', headOffice),
    params: idParams,
    answer: automationRunAnswer,
    errors: ['conflict'],
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/automationRule/runs',
    summary: '実行ログ（新しい順）',
    access: onScreen(screen),
    query: automationRunQuery,
    answer: listOf(automationRun),
  }),
  fires: endpoint({
    method: 'GET',
    path: '/api/automationRule/runs/:id/fires',
    summary: '実行ログの明細（会員ごとの結果）',
    access: onScreen(screen),
    params: idParams,
    answer: listOf(automationFire),
  }),
};
