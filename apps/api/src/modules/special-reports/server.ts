import type { ModuleServer } from '../../platform/module-server.js';
import { specialReportHandlers } from './special-reports.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const specialReportsServer: ModuleServer = { handlers: [specialReportHandlers] };
