import type { ModuleServer } from '../../platform/module-server.js';
import { expireHoldsJob } from './online/sales.jobs.js';

// What this module brings to the server (listed in src/features.ts): no handlers of its own; devices sell
// through the device API.
export const salesServer: ModuleServer = {
  jobs: [expireHoldsJob],
  schedules: [{ name: 'expire-holds', cron: '* * * * *', job: expireHoldsJob, payload: {} }],
};
