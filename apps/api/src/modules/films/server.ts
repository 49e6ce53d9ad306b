import type { ModuleServer } from '../../platform/module-server.js';
import { distributorHandlers } from './distributors.routes.js';
import { filmHandlers } from './films.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const filmsServer: ModuleServer = { handlers: [filmHandlers, distributorHandlers] };
