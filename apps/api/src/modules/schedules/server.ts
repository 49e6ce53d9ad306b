import type { ModuleServer } from '../../platform/module-server.js';
import { scheduleHandlers } from './schedules.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const schedulesServer: ModuleServer = { handlers: [scheduleHandlers] };
