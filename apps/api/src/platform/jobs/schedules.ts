import { Cron } from 'croner';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobSchedules } from '../../db/schema/index.js';
import type { JobDefinition } from './define.js';
import { enqueue } from './enqueue.js';

/** Cron expressions are read in Japan time: "0 4 * * *" is 04:00 JST. */
export const JOB_TIME_ZONE = 'Asia/Tokyo';

export const nextRun = (cron: string, after: Date) => {
  const next = new Cron(cron, { timezone: JOB_TIME_ZONE }).nextRun(after);
  if (!next) throw new Error(`cron "${cron}" never runs again`);
  return next;
};

export interface RecurringJob<P> {
  /** Stable name; the schedule row is kept under it across restarts. */
  name: string;
  cron: string;
  job: JobDefinition<P>;
  payload: P;
}

/** Creates or updates a recurring job's schedule; a changed cron takes effect from now. */
export async function ensureSchedule<P>(db: Db, r: RecurringJob<P>, now = new Date()) {
  const next = nextRun(r.cron, now);
  await db
    .insert(jobSchedules)
    .values({ name: r.name, cron: r.cron, queue: r.job.queue, payload: r.payload, nextRunAt: next })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        queue: r.job.queue,
        payload: r.payload,
        cron: r.cron,
        // Keep the pending run unless the expression itself changed.
        nextRunAt: sql`case when ${jobSchedules.cron} = ${r.cron} then ${jobSchedules.nextRunAt} else ${next} end`,
      },
    });
}

/**
 * Enqueues the runs of every schedule that is due. The conditional update on next_run_at lets one
 * runner of many win each run, so a recurring job runs once per due time however many processes poll.
 */
export async function enqueueDueSchedules(db: Db, now = new Date()) {
  const due = await db.select().from(jobSchedules).where(lte(jobSchedules.nextRunAt, now));
  for (const s of due) {
    await db.transaction(async (tx) => {
      const won = await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRun(s.cron, now), lastRunAt: now })
        .where(and(eq(jobSchedules.name, s.name), eq(jobSchedules.nextRunAt, s.nextRunAt)))
        .returning({ name: jobSchedules.name });
      if (won.length)
        await enqueue(tx, { queue: s.queue } as JobDefinition<unknown>, s.payload, { dedupeKey: `schedule:${s.name}` });
    });
  }
}
