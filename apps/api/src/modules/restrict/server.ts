import type { ModuleServer } from '../../platform/module-server.js';
import { restrictHandlers } from './restrict.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const restrictServer: ModuleServer = { handlers: [restrictHandlers] };
