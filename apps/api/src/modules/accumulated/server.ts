import type { ModuleServer } from '../../platform/module-server.js';
import { accumulatedHandlers } from './accumulated.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const accumulatedServer: ModuleServer = { handlers: [accumulatedHandlers] };
