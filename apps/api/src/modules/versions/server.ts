import type { ModuleServer } from '../../platform/module-server.js';
import { versionHandlers } from './versions.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const versionsServer: ModuleServer = { handlers: [versionHandlers] };
