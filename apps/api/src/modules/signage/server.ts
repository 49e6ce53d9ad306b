import type { ModuleServer } from '../../platform/module-server.js';
import { deviceSignageHandlers, signageHandlers } from './signage.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const signageServer: ModuleServer = { handlers: [signageHandlers, deviceSignageHandlers] };
