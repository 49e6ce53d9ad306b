import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, businessDateOf, daysBetween, tokyoDateOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, dailyClosings, demoSalesDays, jobs } from '../../db/schema/index.js';
import { refreshAllMemberStats } from '../../modules/members/index.js';
import { isClosedDay } from '../../platform/closed-days.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { queueDemoCloseMonth } from './close-month.job.js';
import { beginDay, dayCursor, writeDayStep } from './day.js';

// The demo brand's sales history in the background (issue 13 §5, issue 20): each job runs one step
// of one cinema-day in its own transaction (day.ts) and enqueues the next, so the server answers
// while it runs (on PGlite a transaction keeps every request waiting: no step takes long), a crash
// loses at most the step in progress, and a restart goes on from it.

const FACT_TABLES = [
  'transactions',
  'transaction_lines',
  'transaction_payments',
  'transaction_taxes',
  'admissions',
  'seat_reservations',
  'rolled_up_transactions',
  'screenings',
  'stock_movements',
] as const;

const payload = z.object({
  brandId: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The day in progress and its next step. */
  day: dayCursor.optional(),
  /** Tables still to analyze before the next day, one a job. */
  analyze: z.array(z.enum(FACT_TABLES)).optional(),
});
type Payload = z.infer<typeof payload>;

/** Statistics for the planner are refreshed every this many cinema-days. */
const ANALYZE_EVERY = 10;

/** The (cinema, day) pairs of the range not yet written, oldest day first. */
async function remaining(db: Db, p: Payload) {
  const list = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(eq(cinemas.brandId, p.brandId))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));
  const done = await db
    .select({ cinemaId: demoSalesDays.cinemaId, date: demoSalesDays.businessDate })
    .from(demoSalesDays)
    .where(and(eq(demoSalesDays.brandId, p.brandId), gte(demoSalesDays.businessDate, p.from)));
  // A day closed before its history was written stays as it was closed (docs/reports.md, "日次締め").
  const closed = await db
    .select({ cinemaId: dailyClosings.cinemaId, date: dailyClosings.businessDate })
    .from(dailyClosings)
    .where(
      and(
        eq(dailyClosings.brandId, p.brandId),
        eq(dailyClosings.status, 'closed'),
        gte(dailyClosings.businessDate, p.from),
      ),
    );
  const written = new Set([...done, ...closed].map((d) => `${d.cinemaId}|${d.date}`));
  const out: { cinemaId: number; date: string }[] = [];
  for (let date = p.from; date <= p.to; date = addDays(date, 1))
    for (const c of list) if (!written.has(`${c.id}|${date}`)) out.push({ cinemaId: c.id, date });
  return out;
}

export const demoSalesHistoryJob = defineJob({
  queue: 'demo-sales-history',
  payload,
  run: async ({ tx, payload: p }) => {
    const range = { brandId: p.brandId, from: p.from, to: p.to };
    // Statistics for the planner as the facts grow: PGlite runs no autovacuum, and without them a
    // rebuild or check of a few screening days reads every line of the cinema (slower each day).
    // One table a job: all of them at once kept PGlite (and every request) busy for seconds.
    if (p.analyze?.length) {
      const [table, ...rest] = p.analyze;
      await tx.execute(sql.raw(`analyze ${table}`));
      await enqueue(tx, demoSalesHistoryJob, rest.length ? { ...range, analyze: rest } : range);
      return;
    }
    if (!p.day) {
      const [next] = await remaining(tx, p);
      if (next) await enqueue(tx, demoSalesHistoryJob, { ...range, day: await beginDay(tx, next.cinemaId, next.date) });
      // The history written: its members' favourite genres and windows, as the daily job makes them (member_stats).
      else await refreshAllMemberStats(tx, tokyoDateOf(Date.now()));
      return;
    }
    // Closed while it was being written (a demo user closing today's 営業日): the day is frozen as closed.
    if (await isClosedDay(tx, p.day.cinemaId, p.day.date)) return void (await enqueue(tx, demoSalesHistoryJob, range));
    const step = await writeDayStep(tx, p.day);
    if (step.next) return void (await enqueue(tx, demoSalesHistoryJob, { ...range, day: step.next }));
    // Statistics every few days, and once the last is written: the console reads it all next.
    const left = (await remaining(tx, p)).length;
    if (left % ANALYZE_EVERY === 0) await enqueue(tx, demoSalesHistoryJob, { ...range, analyze: [...FACT_TABLES] });
    else await enqueue(tx, demoSalesHistoryJob, range);
  },
});

/**
 * Queues the history of `days` past days and today for the demo brand (シネマライン, code CL), in the
 * caller's transaction (the demo seed's), and the closing of last month once it is written; 0 days queues nothing.
 */
export async function queueDemoSalesHistory(db: Db, days: number, now = new Date()) {
  if (days <= 0) return false;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'CL'));
  const [first] = brand
    ? await db.select({ cutoff: cinemas.businessDayCutoffHour }).from(cinemas).where(eq(cinemas.brandId, brand.id))
    : [];
  if (!brand || !first) return false;
  const to = businessDateOf(now, first.cutoff);
  const from = addDays(to, -days);
  await enqueue(db, demoSalesHistoryJob, { brandId: brand.id, from, to });
  await queueDemoCloseMonth(db, brand.id, from, to);
  return true;
}

export interface HistoryProgress {
  brandId: number;
  doneDays: number;
  totalDays: number;
}

/** Progress of the brands' history still being written (a queued or running job); none when done. */
export async function demoHistoryProgress(db: Db, brandIds: number[]): Promise<HistoryProgress[]> {
  if (!brandIds.length) return [];
  const running = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, demoSalesHistoryJob.queue),
        inArray(jobs.status, ['queued', 'running']),
        inArray(sql<number>`(${jobs.payload}->>'brandId')::int`, brandIds),
      ),
    );
  const out: HistoryProgress[] = [];
  for (const { payload: raw } of running) {
    const p = payload.safeParse(raw);
    if (!p.success || out.some((o) => o.brandId === p.data.brandId)) continue;
    const { brandId, from, to } = p.data;
    const [c] = await db.select({ n: count() }).from(cinemas).where(eq(cinemas.brandId, brandId));
    const [d] = await db
      .select({ n: count() })
      .from(demoSalesDays)
      .where(
        and(
          eq(demoSalesDays.brandId, brandId),
          gte(demoSalesDays.businessDate, from),
          lte(demoSalesDays.businessDate, to),
        ),
      );
    const perDay = Math.max(1, c?.n ?? 1);
    out.push({ brandId, doneDays: Math.floor((d?.n ?? 0) / perDay), totalDays: daysBetween(from, to) + 1 });
  }
  return out;
}
