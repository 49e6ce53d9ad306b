import type { ModuleServer } from '../../platform/module-server.js';
import { dashboardHandlers } from './dashboard.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const dashboardServer: ModuleServer = { handlers: [dashboardHandlers] };
