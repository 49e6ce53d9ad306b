import type { Db } from './db/client.js';
import { purgeSessionsJob } from './modules/auth/index.js';
import { expireHoldsJob } from './modules/sales/index.js';
import { ticketMailSweepJob } from './modules/ticket-mail/index.js';
import { salesInvariantsJob, salesRollupJob } from './modules/rollups/index.js';
import { demoSalesHistoryJob } from './seed/sales-history/index.js';
import { ensureSchedule, JobRunner, type AnyJobDefinition, type RunnerOptions } from './platform/jobs/index.js';

// Every job the platform runs, and the recurring ones with their schedule (Japan time).
export const jobDefinitions: readonly AnyJobDefinition[] = [
  purgeSessionsJob,
  expireHoldsJob,
  ticketMailSweepJob,
  salesRollupJob,
  salesInvariantsJob,
  demoSalesHistoryJob,
];

const recurring = [
  { name: 'purge-sessions', cron: '30 4 * * *', job: purgeSessionsJob, payload: {} },
  { name: 'expire-holds', cron: '* * * * *', job: expireHoldsJob, payload: {} },
  // Ticket e-mails are sent as soon as they are queued, and retried by a sweep enqueued for their
  // next try; this one only catches a mail queued while a sweep was running.
  { name: 'ticket-mail-sweep', cron: '*/5 * * * *', job: ticketMailSweepJob, payload: {} },
  { name: 'sales-invariants', cron: '*/10 * * * *', job: salesInvariantsJob, payload: {} },
];

/** Registers the recurring jobs and answers a runner of every job (not yet started). */
export async function jobRunner(db: Db, options: RunnerOptions = {}) {
  for (const r of recurring) await ensureSchedule(db, r);
  return new JobRunner(db, jobDefinitions, options);
}
