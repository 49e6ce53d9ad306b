import type { ModuleServer } from '../../platform/module-server.js';
import { memberFilterHandlers } from './member-filters.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const memberFiltersServer: ModuleServer = { handlers: [memberFilterHandlers] };
