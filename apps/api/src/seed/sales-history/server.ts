import type { ModuleServer } from '../../platform/module-server.js';
import { demoCloseMonthJob } from './close-month.job.js';
import { demoSalesHistoryJob } from './history.job.js';

// The demo brand's generated sales history, and last month's closing after it, run as jobs (listed in src/features.ts).
export const demoSalesHistoryServer: ModuleServer = { jobs: [demoSalesHistoryJob, demoCloseMonthJob] };
