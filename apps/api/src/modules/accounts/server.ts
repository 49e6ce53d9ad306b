import type { ModuleServer } from '../../platform/module-server.js';
import { accountHandlers } from './accounts.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const accountsServer: ModuleServer = { handlers: [accountHandlers] };
