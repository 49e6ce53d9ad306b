import { z } from 'zod';
import { addDays, dateField, formatBusinessDate } from '@cinema/contracts';
import { defineJob, enqueue, type JobDefinition } from '../../platform/jobs/index.js';
import { loggableError } from '../../platform/log-error.js';
import { failRun, lockRun, rebuildDay } from './rollup-rebuild.days.js';

// 再集計 (docs/reports.md, "再集計"; docs/jobs.md): one job per day of a run, each queuing the next in its own
// transaction, so the screen sees the progress day by day and a crashed run resumes at the day after the last done.

const payload = z.object({ rebuildId: z.number().int().positive(), day: dateField('営業日') });
type Payload = z.infer<typeof payload>;

export const rollupRebuildJob: JobDefinition<Payload> = defineJob({
  queue: 'rollup-rebuild',
  payload,
  maxAttempts: 3,
  run: async ({ tx, payload: p, job, actor }) => {
    const run = await lockRun(tx, p.rebuildId);
    if (!run || run.status === 'done' || run.status === 'failed') return;
    // Idempotent: a job for a day already done (a duplicate, a job run twice) does nothing.
    const day = addDays(run.fromDate, run.daysDone);
    if (day !== p.day) return;
    let over: boolean;
    try {
      // A savepoint: a failed day is undone alone, so its last attempt can still record the failure.
      over = await tx.transaction((sp) => rebuildDay(sp, actor, run, day));
    } catch (err) {
      if (job.attempts < job.maxAttempts) throw err;
      const safe = loggableError(err);
      await failRun(
        tx,
        run,
        `${formatBusinessDate(day)}の再集計に失敗しました: ${typeof safe.message === 'string' ? safe.message : ''}`,
      );
      return;
    }
    if (!over) await enqueue(tx, rollupRebuildJob, { rebuildId: run.id, day: addDays(day, 1) });
  },
});
