import type { ModuleServer } from '../../platform/module-server.js';
import { memberFactHooks } from './members.hooks.js';
import { memberDailyJob } from './members.jobs.js';
import { memberDeviceHandlers, memberHandlers } from './members.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const membersServer: ModuleServer = {
  handlers: [memberHandlers, memberDeviceHandlers],
  jobs: [memberDailyJob],
  // Once a day in Japan time, after the business day has turned (docs/membership.md, "the daily job").
  schedules: [{ name: 'members-daily', cron: '15 5 * * *', job: memberDailyJob, payload: {} }],
  factHooks: memberFactHooks,
};
