import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { JobDefinition } from './define.js';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** Only one waiting or running job per key: a second enqueue with the key is dropped. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the transaction of the change that causes it (outbox): the job exists if and
 * only if that change commits. Answers the job id, or null when the dedupe key was taken.
 */
export async function enqueue<P>(db: Db, job: JobDefinition<P>, payload: P, options: EnqueueOptions = {}) {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload,
      maxAttempts: options.maxAttempts ?? job.maxAttempts ?? 5,
      runAt: options.runAt ?? sql`now()`,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** A job without a dedupe key as a plain row, due now (insertRows, beside the fact that causes it). */
export const jobRow = <P>(job: JobDefinition<P>, payload: P) => ({
  queue: job.queue,
  payload: payload as object,
  maxAttempts: job.maxAttempts ?? 5,
});
