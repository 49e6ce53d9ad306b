import type { ModuleServer } from '../../platform/module-server.js';
import { inquiryMailJob } from './website-public.inquiry.js';
import { websitePublicRoutes } from './website-public.routes.js';

// What this module brings to the server (listed in src/features.ts): the public website's own routes (HTML, not
// contract endpoints) and the job that sends a rental inquiry's mail.
export const websitePublicServer: ModuleServer = { routes: websitePublicRoutes, jobs: [inquiryMailJob] };
