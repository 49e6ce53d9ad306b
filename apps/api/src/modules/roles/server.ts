import type { ModuleServer } from '../../platform/module-server.js';
import { roleHandlers } from './roles.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const rolesServer: ModuleServer = { handlers: [roleHandlers] };
