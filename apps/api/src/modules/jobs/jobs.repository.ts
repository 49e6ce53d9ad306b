import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { JobListItem, JobListQuery, JobQueueSummary } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { countWhere, iso, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';

type Row = typeof jobs.$inferSelect;
const { dedupeKey: _d, ...jobColumns } = getTableColumns(jobs);
const toItem = (r: Omit<Row, 'dedupeKey'> & { dedupeKey?: unknown }): JobListItem => ({
  id: r.id,
  queue: r.queue,
  status: r.status,
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  runAt: r.runAt.toISOString(),
  lockedBy: r.lockedBy,
  lockedAt: iso(r.lockedAt),
  lastError: r.lastError,
  payload: r.payload,
  createdAt: r.createdAt.toISOString(),
  finishedAt: iso(r.finishedAt),
});

const n = (status: string) => sql<number>`count(*) filter (where ${jobs.status} = ${status})`.mapWith(Number);

export async function jobSummary(db: Db): Promise<JobQueueSummary[]> {
  const rows = await db
    .select({
      queue: jobs.queue,
      queued: n('queued'),
      running: n('running'),
      failed: n('failed'),
      done: n('done'),
      oldestDueAt: sql<Date | null>`min(${jobs.runAt}) filter (where ${jobs.status} = 'queued')`,
    })
    .from(jobs)
    .groupBy(jobs.queue)
    .orderBy(asc(jobs.queue));
  return rows.map((r) => ({ ...r, oldestDueAt: r.oldestDueAt ? new Date(r.oldestDueAt).toISOString() : null }));
}

export async function listJobs(db: Db, q: JobListQuery) {
  const where = and(q.status ? eq(jobs.status, q.status) : undefined, q.queue ? eq(jobs.queue, q.queue) : undefined);
  const sortable = { id: jobs.id, runAt: jobs.runAt, createdAt: jobs.createdAt, finishedAt: jobs.finishedAt };
  const rows = await db
    .select({ ...jobColumns, total: totalCount })
    .from(jobs)
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(jobs.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toItem, () => countWhere(db, jobs, where));
}

/** A failed job waits again, due now, with its attempts counted afresh. */
export async function retryJob(db: Db, id: number) {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, lockedBy: null, lockedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row ? toItem(row) : null;
}

export const findJob = async (db: Db, id: number) => {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? toItem(row) : null;
};
