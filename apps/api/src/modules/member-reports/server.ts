import type { ModuleServer } from '../../platform/module-server.js';
import { memberReportHandlers } from './member-reports.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const memberReportsServer: ModuleServer = { handlers: [memberReportHandlers] };
