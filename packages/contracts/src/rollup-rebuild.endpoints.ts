import { z } from 'zod';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  ROLLUP_REBUILD_SCREEN,
  rollupRebuild,
  rollupRebuildCreateBody,
  rollupRebuildDetail,
} from './rollup-rebuild.js';

// 営業日報データ更新（再集計） (docs/reports.md, "再集計"): head office starts a run and follows it; the screen is head
// office's alone (its route's roles).
export const rollupRebuildEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/rollupRebuild/list',
    summary: '再集計の実行履歴（新しい順、最新50件）: 状態と進捗',
    access: onScreen(ROLLUP_REBUILD_SCREEN),
    answer: z.object({ list: z.array(rollupRebuild) }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/rollupRebuild/detail/:id',
    summary: '再集計の詳細: 営業日・劇場ごとの営業日報の数値（再集計前・後）',
    access: onScreen(ROLLUP_REBUILD_SCREEN),
    params: idParams,
    answer: rollupRebuildDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/rollupRebuild/create',
    summary: `再集計を開始（劇場または全劇場、期間は93日以内、理由必須）。ジョブが1日ずつ集計し直し、締め済みの日の数値も更新します`,
    access: onScreen(ROLLUP_REBUILD_SCREEN, 'create'),
    body: rollupRebuildCreateBody,
    answer: rollupRebuild,
  }),
};
