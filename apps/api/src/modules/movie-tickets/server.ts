import type { ModuleServer } from '../../platform/module-server.js';
import { movieTicketHandlers } from './movie-tickets.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const movieTicketsServer: ModuleServer = { handlers: [movieTicketHandlers] };
