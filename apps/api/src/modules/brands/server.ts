import type { ModuleServer } from '../../platform/module-server.js';
import { brandHandlers } from './brands.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const brandsServer: ModuleServer = { handlers: [brandHandlers] };
