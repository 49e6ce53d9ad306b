import { asc, eq, inArray } from 'drizzle-orm';
import {
  ALL_CINEMAS_LABEL,
  businessDateOf,
  daysBetween,
  formatBusinessDate,
  one,
  ja,
  rollupRebuildMessages,
  type RollupRebuild,
  type RollupRebuildCreateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, rollupRebuilds } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { invalidField } from '../../platform/errors.js';
import { enqueue } from '../../platform/jobs/index.js';
import { runOf } from './rollup-rebuild.repository.js';
import { rollupRebuildJob } from './rollup-rebuild.jobs.js';

// 実行 of 再集計 (docs/reports.md, "再集計"): the run's row, its first day's job and its audit row in one transaction.

/** The cinemas asked for: the one named (checked in the caller's scope), or every cinema of the caller's brand. */
async function targetOf(db: Db, actor: Actor, cinemaId: number | null | undefined) {
  if (cinemaId != null) {
    const c = await cinemaFor(db, actor, cinemaId);
    return { brandId: c.brandId, cinemaId: c.id, ids: [c.id] };
  }
  if (actor.scope.kind === 'all') throw invalidField('cinemaId', ja.selectCinema);
  const brandId = actor.scope.brandId;
  const rows = await db.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.brandId, brandId));
  return { brandId, cinemaId: null, ids: rows.map((r) => r.id) };
}

export async function startRebuild(db: Db, actor: Actor, body: RollupRebuildCreateBody): Promise<RollupRebuild> {
  const target = await targetOf(db, actor, body.cinemaId);
  const list = target.ids.length
    ? await db
        .select({ id: cinemas.id, name: cinemas.name, cutoff: cinemas.businessDayCutoffHour })
        .from(cinemas)
        .where(inArray(cinemas.id, target.ids))
        .orderBy(asc(cinemas.id))
    : [];
  if (!list.length) throw invalidField('cinemaId', ja.selectCinema);
  // Today is the latest 営業日 of the cinemas (their cut-off hours may differ); a day after it has no facts yet.
  const now = new Date();
  const today = list.map((c) => businessDateOf(now, c.cutoff)).reduce((a, b) => (a > b ? a : b));
  if (body.to > today) throw invalidField('to', rollupRebuildMessages.future);
  const cinemaName = target.cinemaId == null ? ALL_CINEMAS_LABEL : one(list, 'cinema').name;
  const row = await db.transaction(async (tx) => {
    const saved = one(
      await tx
        .insert(rollupRebuilds)
        .values({
          brandId: target.brandId,
          cinemaId: target.cinemaId,
          fromDate: body.from,
          toDate: body.to,
          reason: body.reason,
          daysTotal: daysBetween(body.from, body.to) + 1,
          requestedById: actor.real.id > 0 ? actor.real.id : null,
          requestedByName: actor.real.displayName,
        })
        .returning(),
      'rollup rebuild',
    );
    await enqueue(tx, rollupRebuildJob, { rebuildId: saved.id, day: body.from });
    await audit(tx, actor, {
      action: 'create',
      entity: 'rollupRebuild',
      entityId: saved.id,
      brandId: target.brandId,
      cinemaId: target.cinemaId,
      summary: `再集計 開始 ${cinemaName} ${formatBusinessDate(body.from)}〜${formatBusinessDate(body.to)}（${saved.daysTotal}日、理由：${body.reason}）`,
      detail: { ...body },
    });
    return saved;
  });
  return runOf(row, cinemaName);
}
