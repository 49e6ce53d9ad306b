import type { ModuleServer } from '../../platform/module-server.js';
import { purgeSessionsJob } from './auth.jobs.js';
import { authHandlers } from './auth.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const authServer: ModuleServer = {
  handlers: [authHandlers],
  jobs: [purgeSessionsJob],
  schedules: [{ name: 'purge-sessions', cron: '30 4 * * *', job: purgeSessionsJob, payload: {} }],
};
