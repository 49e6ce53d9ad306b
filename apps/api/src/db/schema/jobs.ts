import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The job queue (docs/jobs.md): rows claimed with FOR UPDATE SKIP LOCKED,
// so PGlite and PostgreSQL run the same code and several processes share one queue. A job is
// enqueued in the transaction of the change that causes it (outbox), and completed in the
// transaction of its own work, so a job's database effects happen exactly once.
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    queue: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: text({ enum: jobStatuses }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Which runner holds a running job and since when; a lease that runs out is taken over.
    lockedBy: text(),
    lockedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    // At most one waiting or running job per key (a recurring run, a rebuild of one cinema-day).
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.status, t.runAt)
      .where(sql`status in ('queued', 'running')`),
    index('jobs_queue_idx').on(t.queue, t.status),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`dedupe_key is not null and status in ('queued', 'running')`),
  ],
);

// Recurring jobs: a cron expression in Asia/Tokyo; the runner that advances next_run_at enqueues the run.
export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  cron: text().notNull(),
  queue: text().notNull(),
  payload: jsonb().notNull().default({}),
  nextRunAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  lastRunAt: timestamp({ withTimezone: true, mode: 'date' }),
});
