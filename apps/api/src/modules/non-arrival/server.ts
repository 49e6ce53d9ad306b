import type { ModuleServer } from '../../platform/module-server.js';
import { nonArrivalHandlers } from './non-arrival.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const nonArrivalServer: ModuleServer = { handlers: [nonArrivalHandlers] };
