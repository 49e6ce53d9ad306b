import type { ModuleServer } from '../../platform/module-server.js';
import { cashierReportHandlers } from './cashier-report.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const cashierReportServer: ModuleServer = { handlers: [cashierReportHandlers] };
