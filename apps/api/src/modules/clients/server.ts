import type { ModuleServer } from '../../platform/module-server.js';
import { clientHandlers } from './clients.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const clientsServer: ModuleServer = { handlers: [clientHandlers] };
