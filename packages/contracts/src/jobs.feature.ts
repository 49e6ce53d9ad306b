import { defineFeature } from './feature.js';
import { jobEndpoints } from './jobs.endpoints.js';
import { r, SUPER } from './route-types.js';

export const jobsFeature = defineFeature({
  key: 'jobs',
  label: 'ジョブ管理',
  endpoints: { job: { endpoints: jobEndpoints } },
  routes: [
    // The background job queue (rollups, mail, clean-ups): the operator watches it and retries failures.
    r({ path: '/job-queue', group: 'settings', label: 'ジョブ管理', roles: SUPER, module: 'system', menu: true }),
  ],
  audits: { job: 'ジョブ' },
});
