import type { ModuleServer } from '../../platform/module-server.js';
import { dailyClosingHandlers } from './daily-closing.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const dailyClosingServer: ModuleServer = { handlers: [dailyClosingHandlers] };
