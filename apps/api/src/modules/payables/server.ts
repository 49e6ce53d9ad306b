import type { ModuleServer } from '../../platform/module-server.js';
import { payableHandlers } from './payables.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const payablesServer: ModuleServer = { handlers: [payableHandlers] };
