import type { ModuleServer } from '../../platform/module-server.js';
import { shopItemHandlers } from './shop-items.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const shopItemsServer: ModuleServer = { handlers: [shopItemHandlers] };
