import type { ModuleServer } from '../../platform/module-server.js';
import { clientGroupHandlers } from './client-groups.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const clientGroupsServer: ModuleServer = { handlers: [clientGroupHandlers] };
