import { endpoint, onScreen } from './endpoint.js';
import {
  salesInvariantResult,
  salesInvariantRunBody,
  salesRollupRebuildBody,
  salesRollupRebuilt,
} from './sales-rollups.js';

// The invariants (docs/sales.md, "invariants") on demand, and a rebuild of the rollups from the facts (platform operator).
export const salesInvariantEndpoints = {
  run: endpoint({
    method: 'POST',
    path: '/api/sales/invariants/run',
    summary: '売上の整合性チェック（明細＝支払、税額、集計＝明細）を実行し、不一致を返す',
    access: onScreen('/job-queue', 'update'),
    body: salesInvariantRunBody,
    answer: salesInvariantResult,
  }),
  rebuild: endpoint({
    method: 'POST',
    path: '/api/sales/rollups/rebuild',
    summary: '売上集計（R1〜R7）を期間の取引明細から作り直す（上映日・販売営業日の範囲）',
    access: onScreen('/job-queue', 'update'),
    body: salesRollupRebuildBody,
    answer: salesRollupRebuilt,
  }),
};
