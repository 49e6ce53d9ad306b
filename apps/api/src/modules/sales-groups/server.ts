import type { ModuleServer } from '../../platform/module-server.js';
import { salesGroupHandlers } from './sales-groups.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const salesGroupsServer: ModuleServer = { handlers: [salesGroupHandlers] };
