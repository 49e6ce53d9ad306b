import type { ModuleServer } from '../../platform/module-server.js';
import { membershipHandlers } from './membership.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const membershipServer: ModuleServer = { handlers: [membershipHandlers] };
