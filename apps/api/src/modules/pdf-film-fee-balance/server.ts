import type { ModuleServer } from '../../platform/module-server.js';
import { pdfFilmFeeBalanceHandlers } from './pdf-film-fee-balance.routes.js';
// What this module brings to the server (listed in src/features.ts).
export const pdfFilmFeeBalanceServer: ModuleServer = { handlers: [pdfFilmFeeBalanceHandlers] };
