import type { ModuleServer } from '../../platform/module-server.js';
import { pdfFilmFeeHandlers } from './pdf-film-fee.routes.js';
// What this module brings to the server (listed in src/features.ts).
export const pdfFilmFeeServer: ModuleServer = { handlers: [pdfFilmFeeHandlers] };
