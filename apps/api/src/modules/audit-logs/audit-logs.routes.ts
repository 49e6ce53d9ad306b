import { auditLogEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { listAuditLogs } from './audit-logs.repository.js';

// 操作ログ (/audit-log): head office reads its brand's entries, the operator every brand's.
export const auditLogHandlers = ({ db }: ModuleOptions) =>
  handleAll(auditLogEndpoints, {
    list: async ({ actor, query }) => ok(await listAuditLogs(db, actor, query)),
  });
