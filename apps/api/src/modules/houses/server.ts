import type { ModuleServer } from '../../platform/module-server.js';
import { houseHandlers } from './houses.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const housesServer: ModuleServer = { handlers: [houseHandlers] };
