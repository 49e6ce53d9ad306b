import type { ModuleServer } from '../../platform/module-server.js';
import { automationDailyJob, automationMailJob, automationRuleJob } from './automation-rules.jobs.js';
import { automationHandlers } from './automation-rules.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const automationRulesServer: ModuleServer = {
  handlers: [automationHandlers],
  jobs: [automationDailyJob, automationRuleJob, automationMailJob],
  // After members-daily (05:15), so the day's rank changes are there (docs/membership.md, "自動化ルール").
  schedules: [{ name: 'automation-daily', cron: '30 5 * * *', job: automationDailyJob, payload: {} }],
};
