import type { ModuleServer } from '../../platform/module-server.js';
import { fileHandlers } from './files.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const filesServer: ModuleServer = { handlers: [fileHandlers] };
