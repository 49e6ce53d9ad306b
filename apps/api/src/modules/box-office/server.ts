import type { ModuleServer } from '../../platform/module-server.js';
import { boxOfficeHandlers } from './box-office.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const boxOfficeServer: ModuleServer = { handlers: [boxOfficeHandlers] };
