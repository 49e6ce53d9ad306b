import type { ModuleServer } from '../../platform/module-server.js';
import { inventoryHandlers } from './inventory.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const inventoryServer: ModuleServer = { handlers: [inventoryHandlers] };
