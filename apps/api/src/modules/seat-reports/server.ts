import type { ModuleServer } from '../../platform/module-server.js';
import { seatReportHandlers } from './seat-reports.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const seatReportsServer: ModuleServer = { handlers: [seatReportHandlers] };
