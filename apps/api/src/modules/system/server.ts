import type { ModuleServer } from '../../platform/module-server.js';
import { systemHandlers } from './system.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const systemServer: ModuleServer = { handlers: [systemHandlers] };
