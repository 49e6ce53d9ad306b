import type { ModuleServer } from '../../platform/module-server.js';
import { kitchenPrintJobFactHooks } from './kitchen-print-jobs.hooks.js';
import { devicePrintJobHandlers, kitchenPrintJobHandlers } from './kitchen-print-jobs.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const kitchenPrintJobsServer: ModuleServer = {
  handlers: [kitchenPrintJobHandlers, devicePrintJobHandlers],
  factHooks: kitchenPrintJobFactHooks,
};
