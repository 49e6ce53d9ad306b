import { endpoint, onScreen } from './endpoint.js';
import { salesInvariantResult, salesInvariantRunBody } from './sales-rollups.js';

// SALES.md §5's invariants on demand: the platform operator runs them and reads the failures.
export const salesInvariantEndpoints = {
  run: endpoint({
    method: 'POST',
    path: '/api/sales/invariants/run',
    summary: '売上の整合性チェック（明細＝支払、税額、集計＝明細）を実行し、不一致を返す',
    access: onScreen('/job-queue', 'update'),
    body: salesInvariantRunBody,
    answer: salesInvariantResult,
  }),
};
