import { auditLogEntry, auditLogListQueryOf } from './audit-logs.js';
import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import type { AuditedEntities } from './feature.js';

// 操作ログ: head office reads its brand's entries, the operator every brand's.
// Built from the entities every feature audits (audit-logs.feature.ts); endpoints.ts builds them once, as auditLogEndpoints.
export const auditLogEndpointsOf = <const E extends readonly [string, ...string[]]>(
  audited: AuditedEntities & { values: E },
) => ({
  list: endpoint({
    method: 'GET',
    path: '/api/auditLog/list',
    summary: '操作ログの一覧（ユーザー・対象の種類・対象・操作・期間で絞り込み）',
    access: onScreen('/audit-log'),
    query: auditLogListQueryOf(audited.values),
    answer: listOf(auditLogEntry),
  }),
});
