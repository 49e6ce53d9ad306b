import type { ModuleServer } from '../../platform/module-server.js';
import { publicScheduleHandlers } from './public-schedule.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const publicScheduleServer: ModuleServer = { handlers: [publicScheduleHandlers] };
