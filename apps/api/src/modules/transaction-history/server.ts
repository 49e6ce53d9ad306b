import type { ModuleServer } from '../../platform/module-server.js';
import { transactionHistoryHandlers } from './transaction-history.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const transactionHistoryServer: ModuleServer = { handlers: [transactionHistoryHandlers] };
