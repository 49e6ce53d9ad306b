import type { ModuleServer } from '../../platform/module-server.js';
import { inventoryAdjustmentHandlers } from './inventory-adjustments.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const inventoryAdjustmentsServer: ModuleServer = { handlers: [inventoryAdjustmentHandlers] };
