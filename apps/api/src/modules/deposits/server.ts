import type { ModuleServer } from '../../platform/module-server.js';
import { depositHandlers } from './deposits.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const depositsServer: ModuleServer = { handlers: [depositHandlers] };
