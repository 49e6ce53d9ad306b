import { asc, eq, sql } from 'drizzle-orm';
import {
  ALL_CINEMAS_LABEL,
  figuresDiffer,
  formatBusinessDate,
  getOrFail,
  type DailyClosingFigures,
  type RollupRebuildDay,
  type RollupRebuildFigures,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, cinemas, rollupRebuilds } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { lockForClosing } from '../../platform/closed-days.js';
import { figuresOf, refreshClosedDay } from '../daily-closing/index.js';
import { rebuildRollups } from '../rollups/index.js';
import type { RebuildRow } from './rollup-rebuild.repository.js';

// One day of a 再集計 run (docs/reports.md, "再集計"), in the job's transaction: each cinema's 営業日報 figures before,
// the rollups of the day rebuilt from the facts (rollups/rollup.service.ts), the figures after, a closed day's copy
// refreshed when it differs, and the run's progress, all committed together. So a crash loses at most the day in
// hand, and the next attempt starts that day again from what is stored.

const keyFigures = (f: DailyClosingFigures): RollupRebuildFigures => ({
  totalSales: f.totalSales,
  boxOffice: f.boxOffice,
  admissions: f.admissions,
  shopSales: f.shopSales,
  otherSales: f.otherSales,
});

/** The run's row, locked for the day's work (a second runner waits, then sees the day done). */
export async function lockRun(tx: Db, id: number): Promise<RebuildRow | undefined> {
  const [row] = await tx.select().from(rollupRebuilds).where(eq(rollupRebuilds.id, id)).for('update');
  return row;
}

/** The cinemas a run covers: its one cinema, or every cinema of its brand as it is on the day the job runs. */
async function cinemasOf(tx: Db, run: RebuildRow) {
  return tx
    .select({ id: cinemas.id, brandId: cinemas.brandId, name: cinemas.name })
    .from(cinemas)
    .where(run.cinemaId == null ? eq(cinemas.brandId, run.brandId) : eq(cinemas.id, run.cinemaId))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));
}

/** The audit rows of the job name the person who started the run (the job itself acts as the platform). */
async function requesterOf(tx: Db, run: RebuildRow) {
  if (!run.requestedById) return undefined;
  const [a] = await tx
    .select({ id: accounts.id, userName: accounts.userName })
    .from(accounts)
    .where(eq(accounts.id, run.requestedById));
  return a;
}

/** Rebuilds one day of the run and records it; answers whether the run is over. */
export async function rebuildDay(tx: Db, actor: Actor, run: RebuildRow, day: string): Promise<boolean> {
  const list = await cinemasOf(tx, run);
  const scope = { kind: 'brand' as const, brandId: run.brandId };
  const who = await requesterOf(tx, run);
  // Nothing of these cinemas is written or closed while the day is rebuilt (platform/closed-days.ts).
  for (const c of list) await lockForClosing(tx, c.id);
  const before = new Map<number, DailyClosingFigures>();
  for (const c of list) before.set(c.id, await figuresOf(tx, scope, c.id, day));
  await rebuildRollups(tx, {
    brandId: run.brandId,
    ...(run.cinemaId != null ? { cinemaId: run.cinemaId } : {}),
    from: day,
    to: day,
  });
  const entries: RollupRebuildDay[] = [];
  for (const c of list) {
    const after = await figuresOf(tx, scope, c.id, day);
    const { closed, refreshed } = await refreshClosedDay(tx, actor, who, c, day, after);
    entries.push({
      businessDate: day,
      cinemaId: c.id,
      cinemaName: c.name,
      closed,
      snapshotRefreshed: refreshed,
      before: keyFigures(getOrFail(before, c.id, 'figures before')),
      after: keyFigures(after),
    });
  }
  const done = run.daysDone + 1;
  const over = done >= run.daysTotal;
  await tx
    .update(rollupRebuilds)
    .set({
      status: over ? 'done' : 'running',
      daysDone: done,
      days: sql`${rollupRebuilds.days} || ${JSON.stringify(entries)}::jsonb`,
      startedAt: run.startedAt ?? new Date(),
      finishedAt: over ? new Date() : null,
    })
    .where(eq(rollupRebuilds.id, run.id));
  if (over) {
    const changed = [...run.days, ...entries].filter((d) => figuresDiffer(d.before, d.after)).length;
    await audit(
      tx,
      actor,
      {
        action: 'update',
        entity: 'rollupRebuild',
        entityId: run.id,
        brandId: run.brandId,
        cinemaId: run.cinemaId,
        summary: `再集計 完了 ${run.cinemaId != null ? (list[0]?.name ?? '') : ALL_CINEMAS_LABEL} ${formatBusinessDate(run.fromDate)}〜${formatBusinessDate(run.toDate)}（${run.daysTotal}日、数値が変わった日 ${changed}件）`,
        detail: { id: run.id, changedDays: changed },
      },
      who,
    );
  }
  return over;
}

/** The run stops for good: the day in hand was rolled back, the days done stay. */
export async function failRun(tx: Db, run: RebuildRow, message: string) {
  await tx
    .update(rollupRebuilds)
    .set({ status: 'failed', error: message.slice(0, 2000), finishedAt: new Date() })
    .where(eq(rollupRebuilds.id, run.id));
}
