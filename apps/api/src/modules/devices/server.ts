import type { ModuleServer } from '../../platform/module-server.js';
import { deviceHandlers } from './devices.routes.js';
import { kitchenPrinterHandlers } from './kitchen-printers.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const devicesServer: ModuleServer = { handlers: [deviceHandlers, kitchenPrinterHandlers] };
