import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addMonths, daysOfMonth } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, dailyClosings, jobs } from '../../db/schema/index.js';
import { figuresOf } from '../../modules/daily-closing/index.js';
import { closeAllMonths } from '../../modules/monthly-closing/index.js';
import { systemActor } from '../../platform/actor.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';

// The demo brand's last month closed (docs/demo-data.md, "a closed month"): once its history is written and the
// rollups have caught up, every day of the month is closed as 日次締め closes one (its figures copied), then the month
// (月次締め, through the service), so a fresh demo can confirm 映画料 and read final figures in 会計.

const payload = z.object({ brandId: z.number().int(), month: z.string() });
type Payload = z.infer<typeof payload>;

/** How long the job waits between looks while the history or its rollups are still being written. */
export const CLOSE_MONTH_RETRY_MS = 5_000;
const WAIT_FOR = ['demo-sales-history', 'sales-rollup'];

async function stillWriting(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(inArray(jobs.queue, WAIT_FOR), inArray(jobs.status, ['queued', 'running'])));
  return (row?.n ?? 0) > 0;
}

export const demoCloseMonthJob = defineJob({
  queue: 'demo-close-month',
  payload,
  run: async ({ tx, payload: p }) => {
    if (await stillWriting(tx)) {
      await enqueue(tx, demoCloseMonthJob, p, { runAt: new Date(Date.now() + CLOSE_MONTH_RETRY_MS) });
      return;
    }
    const actor = systemActor(`demo-close-month:${p.month}`, { kind: 'brand', brandId: p.brandId });
    const list = await tx
      .select({ id: cinemas.id })
      .from(cinemas)
      .where(eq(cinemas.brandId, p.brandId))
      .orderBy(asc(cinemas.id));
    for (const { id } of list)
      for (const day of daysOfMonth(p.month)) {
        const snapshot = await figuresOf(tx, actor.scope, id, day);
        await tx
          .insert(dailyClosings)
          .values({
            brandId: p.brandId,
            cinemaId: id,
            businessDate: day,
            status: 'closed',
            closedAt: new Date(),
            closedByName: actor.real.displayName,
            snapshot,
          })
          .onConflictDoNothing();
      }
    await closeAllMonths(tx, actor, { month: p.month });
  },
});

/** Queues the closing of the month before `today`'s when the history `from` covers all of it. */
export async function queueDemoCloseMonth(db: Db, brandId: number, from: string, today: string) {
  const month = addMonths(today.slice(0, 7), -1);
  if (from > `${month}-01`) return false;
  await enqueue(db, demoCloseMonthJob, { brandId, month } satisfies Payload, {
    dedupeKey: `demo-close-month:${brandId}:${month}`,
  });
  return true;
}
