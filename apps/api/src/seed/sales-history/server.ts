import type { ModuleServer } from '../../platform/module-server.js';
import { demoSalesHistoryJob } from './history.job.js';

// The demo brand's generated sales history runs as a job (listed in src/features.ts).
export const demoSalesHistoryServer: ModuleServer = { jobs: [demoSalesHistoryJob] };
