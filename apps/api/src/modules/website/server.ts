import type { ModuleServer } from '../../platform/module-server.js';
import { websitePublishDueJob } from './website.jobs.js';
import { websiteHandlers } from './website.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const websiteServer: ModuleServer = { handlers: [websiteHandlers], jobs: [websitePublishDueJob] };
