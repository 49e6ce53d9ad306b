import type { ModuleServer } from '../../platform/module-server.js';
import { pdfAccountsReceivableVerifyHandlers } from './pdf-accounts-receivable-verify.routes.js';
// What this module brings to the server (listed in src/features.ts).
export const pdfAccountsReceivableVerifyServer: ModuleServer = { handlers: [pdfAccountsReceivableVerifyHandlers] };
