import type { ModuleServer } from '../../platform/module-server.js';
import { docHandlers } from './docs.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const docsServer: ModuleServer = { handlers: [docHandlers] };
