import type { ModuleServer } from '../../platform/module-server.js';
import { pdfAccountsReceivableBalanceHandlers } from './pdf-accounts-receivable-balance.routes.js';
// What this module brings to the server (listed in src/features.ts).
export const pdfAccountsReceivableBalanceServer: ModuleServer = { handlers: [pdfAccountsReceivableBalanceHandlers] };
