import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, businessDateOf, daysBetween } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, demoSalesDays, jobs } from '../../db/schema/index.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { generateCinemaDay } from './day.js';

// The demo brand's sales history in the background (issue 13 §5): one job writes one cinema-day
// in its own transaction and enqueues the next, so the server answers while it runs, a crash loses
// at most the day in progress, and a restart goes on from the first day not yet written.

const payload = z.object({
  brandId: z.number().int(),
  from: z.string(),
  to: z.string(),
});
type Payload = z.infer<typeof payload>;

const FACT_TABLES = [
  'transactions',
  'transaction_lines',
  'transaction_payments',
  'transaction_taxes',
  'admissions',
  'seat_reservations',
  'rolled_up_transactions',
  'screenings',
];

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
  const written = new Set(done.map((d) => `${d.cinemaId}|${d.date}`));
  const out: { cinemaId: number; date: string }[] = [];
  for (let date = p.from; date <= p.to; date = addDays(date, 1))
    for (const c of list) if (!written.has(`${c.id}|${date}`)) out.push({ cinemaId: c.id, date });
  return out;
}

export const demoSalesHistoryJob = defineJob({
  queue: 'demo-sales-history',
  payload,
  run: async ({ tx, payload: p }) => {
    const [next, ...rest] = await remaining(tx, p);
    if (!next) return;
    await generateCinemaDay(tx, next.cinemaId, next.date);
    // Statistics for the planner as the facts grow: PGlite runs no autovacuum, and without them a
    // rebuild or check of a few screening days reads every line of the cinema (slower each day).
    if (rest.length % 10 === 0) await tx.execute(sql.raw(`analyze ${FACT_TABLES.join(', ')}`));
    if (rest.length) await enqueue(tx, demoSalesHistoryJob, p);
  },
});

/**
 * Queues the history of `days` past days and today for the demo brand (シネマライン, code CL), in the
 * caller's transaction (the demo seed's); 0 days queues nothing.
 */
export async function queueDemoSalesHistory(db: Db, days: number, now = new Date()) {
  if (days <= 0) return false;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'CL'));
  const [first] = brand
    ? await db.select({ cutoff: cinemas.businessDayCutoffHour }).from(cinemas).where(eq(cinemas.brandId, brand.id))
    : [];
  if (!brand || !first) return false;
  const to = businessDateOf(now, first.cutoff);
  await enqueue(db, demoSalesHistoryJob, { brandId: brand.id, from: addDays(to, -days), to });
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
