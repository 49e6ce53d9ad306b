import { jobEndpoints, jobNotFailed, jobQueueLabels, jobRetried } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { audit } from '../../platform/audit.js';
import { conflict, found } from '../../platform/errors.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { findJob, jobSummary, listJobs, retryJob } from './jobs.repository.js';

// ジョブ管理 (superAdmin): the queue is the platform's, not a brand's, so there is no tenant scope.
export const jobHandlers = ({ db }: ModuleOptions) =>
  handleAll(jobEndpoints, {
    summary: async () => ok(await jobSummary(db)),
    list: async ({ query }) => ok(await listJobs(db, query)),
    retry: async ({ actor, params }) => {
      found(await findJob(db, params.id));
      return db.transaction(async (tx) => {
        const job = await retryJob(tx, params.id);
        if (!job) throw conflict(jobNotFailed);
        await audit(tx, actor, {
          action: 'update',
          entity: 'job',
          entityId: job.id,
          summary: `${jobQueueLabels[job.queue] ?? job.queue}（再実行）`,
        });
        return ok(job, jobRetried);
      });
    },
  });
