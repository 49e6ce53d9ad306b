import type { ModuleServer } from '../../platform/module-server.js';
import { pdfAccountReceivableBalanceDetailHandlers } from './pdf-account-receivable-balance-detail.routes.js';
// What this module brings to the server (listed in src/features.ts).
export const pdfAccountReceivableBalanceDetailServer: ModuleServer = {
  handlers: [pdfAccountReceivableBalanceDetailHandlers],
};
