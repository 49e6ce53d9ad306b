import type { ModuleServer } from '../../platform/module-server.js';
import { businessDailyHandlers } from './business-daily.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const businessDailyServer: ModuleServer = { handlers: [businessDailyHandlers] };
