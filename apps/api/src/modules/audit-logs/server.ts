import type { ModuleServer } from '../../platform/module-server.js';
import { auditLogHandlers } from './audit-logs.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const auditLogsServer: ModuleServer = { handlers: [auditLogHandlers] };
