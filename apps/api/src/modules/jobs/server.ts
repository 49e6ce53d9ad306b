import type { ModuleServer } from '../../platform/module-server.js';
import { jobHandlers } from './jobs.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const jobsServer: ModuleServer = { handlers: [jobHandlers] };
