import type { ModuleServer } from '../../platform/module-server.js';
import { accountReceivableHandlers } from './account-receivable.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const accountReceivableServer: ModuleServer = { handlers: [accountReceivableHandlers] };
