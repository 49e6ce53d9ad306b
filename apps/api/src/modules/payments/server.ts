import type { ModuleServer } from '../../platform/module-server.js';
import { paymentHandlers } from './payments.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const paymentsServer: ModuleServer = { handlers: [paymentHandlers] };
