import type { ModuleServer } from '../../platform/module-server.js';
import { shopSaleHandlers } from './shop-sale.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const shopSaleServer: ModuleServer = { handlers: [shopSaleHandlers] };
