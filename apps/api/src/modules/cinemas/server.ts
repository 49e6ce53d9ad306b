import type { ModuleServer } from '../../platform/module-server.js';
import { cinemaHandlers } from './cinemas.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const cinemasServer: ModuleServer = { handlers: [cinemaHandlers] };
