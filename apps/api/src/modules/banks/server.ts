import type { ModuleServer } from '../../platform/module-server.js';
import { bankHandlers, postalCodeHandlers } from './banks.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const banksServer: ModuleServer = { handlers: [bankHandlers, postalCodeHandlers] };
