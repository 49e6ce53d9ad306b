import type { ModuleServer } from '../../platform/module-server.js';
import { monthlyClosingHandlers } from './monthly-closing.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const monthlyClosingServer: ModuleServer = { handlers: [monthlyClosingHandlers] };
