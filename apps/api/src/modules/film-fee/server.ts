import type { ModuleServer } from '../../platform/module-server.js';
import { filmFeeHandlers } from './film-fee.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const filmFeeServer: ModuleServer = { handlers: [filmFeeHandlers] };
