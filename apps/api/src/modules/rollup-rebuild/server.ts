import type { ModuleServer } from '../../platform/module-server.js';
import { rollupRebuildJob } from './rollup-rebuild.jobs.js';
import { rollupRebuildHandlers } from './rollup-rebuild.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const rollupRebuildServer: ModuleServer = { handlers: [rollupRebuildHandlers], jobs: [rollupRebuildJob] };
