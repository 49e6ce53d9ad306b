import { auditLogEntry, auditLogListQuery } from './audit-logs.js';
import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';

// 操作ログ: head office reads its brand's entries, the operator every brand's.
export const auditLogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/auditLog/list',
    summary: '操作ログの一覧（ユーザー・対象の種類・対象・操作・期間で絞り込み）',
    access: onScreen('/audit-log'),
    query: auditLogListQuery,
    answer: listOf(auditLogEntry),
  }),
};
