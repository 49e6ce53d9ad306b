import type { ModuleServer } from '../../platform/module-server.js';
import { salesStopHandlers } from './sales-stops.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const salesStopsServer: ModuleServer = { handlers: [salesStopHandlers] };
