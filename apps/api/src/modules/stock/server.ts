import type { ModuleServer } from '../../platform/module-server.js';
import { stockFactHooks } from './stock.hooks.js';
import { stockLocationHandlers } from './stock-locations.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const stockServer: ModuleServer = { handlers: [stockLocationHandlers], factHooks: stockFactHooks };
