import { jobs } from '../../db/schema/index.js';
import type { FactHookSet } from '../../platform/events.js';
import { enqueue, jobRow } from '../../platform/jobs/index.js';
import { salesRollupJob } from './rollup.jobs.js';

// Every recorded fact is rolled up by a job queued in the fact's own transaction (docs/sales.md, "facts"), so the
// job exists exactly when the fact does. No dedupe key: rolled_up_transactions applies a document once however often
// it is queued, and a status change (an online hold paid) must queue it again even while a job runs.
export const rollupFactHooks: FactHookSet = {
  'sales.writing': (_tx, sales) => {
    const rows = sales
      .filter((s) => s.transaction.status === 'success')
      .map((s) => jobRow(salesRollupJob, { transactionId: s.transaction.id }));
    return Promise.resolve(rows.length ? [{ table: jobs, rows }] : []);
  },
  'facts.changed': async (tx, facts) => {
    for (const f of facts) await enqueue(tx, salesRollupJob, { transactionId: f.transactionId });
  },
  // The sale's job again: counted already, it counts R2's admitted of its screenings anew (docs/reports.md, "rollups").
  'admissions.changed': async (tx, transactionIds) => {
    for (const transactionId of transactionIds) await enqueue(tx, salesRollupJob, { transactionId });
  },
};
