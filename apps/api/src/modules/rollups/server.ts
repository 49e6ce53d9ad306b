import type { ModuleServer } from '../../platform/module-server.js';
import { rollupFactHooks } from './rollup.hooks.js';
import { salesInvariantsJob, salesRollupJob } from './rollup.jobs.js';
import { salesInvariantHandlers } from './sales-invariants.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const rollupsServer: ModuleServer = {
  handlers: [salesInvariantHandlers],
  jobs: [salesRollupJob, salesInvariantsJob],
  schedules: [{ name: 'sales-invariants', cron: '*/10 * * * *', job: salesInvariantsJob, payload: {} }],
  factHooks: rollupFactHooks,
};
