import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isClosedDay } from '../../platform/closed-days.js';
import { cashierShifts, demoSalesDays } from '../../db/schema/index.js';
import { sellableScreenings } from '../../modules/sales/index.js';
import { seedPastScreenings } from '../schedules.js';
import { planDay, type DayPlan } from './plan.js';
import { recordDayStep, salesSteps, writeRefundsStep, writeSalesStep, type DayResult } from './write.js';

// One cinema's business day of demo history, step by step: begun (the day's published screenings
// made when the demo schedule does not reach back that far), its sales written a few hundred at a
// time, refunds and shift closes (and the planner's statistics), then the rollups rebuilt, the
// invariants checked (docs/sales.md, "invariants") and the day recorded in demo_sales_days so it is never written twice. The cursor says
// where a day is; each step plans the day again from it (the same plan: same seed, same `now`), or
// takes the plan the step before made in this process.

export const dayCursor = z.object({
  cinemaId: z.number().int(),
  date: z.string(),
  /** When the day was begun: today's sales are those before it, in every step. */
  now: z.iso.datetime(),
  /** Registers in a live shift when the day was begun (a real device today): they sell without one of ours. */
  working: z.array(z.number().int()),
  phase: z.enum(['sales', 'refunds', 'record']),
  /** The sales step (phase sales). */
  chunk: z.number().int().min(0),
});
export type DayCursor = z.infer<typeof dayCursor>;

export type { DayResult };

/** Whether the day is already written. */
export async function isWritten(tx: Db, cinemaId: number, date: string) {
  const [done] = await tx
    .select({ n: demoSalesDays.transactions })
    .from(demoSalesDays)
    .where(and(eq(demoSalesDays.cinemaId, cinemaId), eq(demoSalesDays.businessDate, date)));
  return Boolean(done);
}

/** Begins a day: its screenings exist afterwards, and the cursor of its first step is answered. */
export async function beginDay(tx: Db, cinemaId: number, date: string, now = new Date()): Promise<DayCursor> {
  if (!(await sellableScreenings(tx, cinemaId, date)).length) await seedPastScreenings(tx, [cinemaId], date);
  const live = await tx
    .select({ deviceId: cashierShifts.deviceId })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.cinemaId, cinemaId), eq(cashierShifts.status, 'working')));
  const working = [...new Set(live.flatMap((s) => (s.deviceId == null ? [] : [s.deviceId])))].sort((a, b) => a - b);
  return { cinemaId, date, now: now.toISOString(), working, phase: 'sales', chunk: 0 };
}

// The plan of the day in progress, kept between its steps in this process. It depends only on the
// cursor and on committed master data, so a retried step may use it; a failed step drops it anyway.
let kept: { key: string; plan: DayPlan } | null = null;

async function planOf(tx: Db, c: DayCursor) {
  const key = JSON.stringify([c.cinemaId, c.date, c.now, c.working]);
  if (kept?.key !== key)
    kept = {
      key,
      plan: await planDay(tx, { cinemaId: c.cinemaId, date: c.date, now: new Date(c.now), working: c.working }),
    };
  return kept.plan;
}

const after = (c: DayCursor, plan: DayPlan): DayCursor | null => {
  if (c.phase === 'sales' && c.chunk + 1 < salesSteps(plan)) return { ...c, chunk: c.chunk + 1 };
  if (c.phase === 'sales') return { ...c, phase: 'refunds', chunk: 0 };
  if (c.phase === 'refunds') return { ...c, phase: 'record', chunk: 0 };
  return null;
};

/** Runs the cursor's step; answers the next step's cursor, or the day's figures once it is recorded. */
export async function writeDayStep(
  tx: Db,
  c: DayCursor,
): Promise<{ next: DayCursor; result?: never } | { next: null; result: DayResult }> {
  try {
    const plan = await planOf(tx, c);
    if (c.phase === 'sales' && c.chunk < salesSteps(plan)) await writeSalesStep(tx, plan, c.chunk);
    if (c.phase === 'refunds') await writeRefundsStep(tx, plan);
    if (c.phase === 'record') {
      const result = await recordDayStep(tx, plan, c.date);
      kept = null;
      return { next: null, result };
    }
    return { next: after(c, plan)! };
  } catch (err) {
    kept = null;
    throw err;
  }
}

/** A whole day in the caller's transaction (tests); null when it was written before or the day is closed. */
export async function generateCinemaDay(
  tx: Db,
  cinemaId: number,
  date: string,
  now = new Date(),
): Promise<DayResult | null> {
  if ((await isWritten(tx, cinemaId, date)) || (await isClosedDay(tx, cinemaId, date))) return null;
  let step = await writeDayStep(tx, await beginDay(tx, cinemaId, date, now));
  while (step.next) step = await writeDayStep(tx, step.next);
  return step.result;
}
