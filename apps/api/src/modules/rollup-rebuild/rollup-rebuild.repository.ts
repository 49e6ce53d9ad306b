import { and, desc, eq } from 'drizzle-orm';
import { ALL_CINEMAS_LABEL, figuresDiffer, type RollupRebuild, type RollupRebuildDetail } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, rollupRebuilds } from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';
import { iso } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// 再集計's reads (docs/reports.md, "再集計"): the brand's runs, newest first, and one run with its days.

export type RebuildRow = typeof rollupRebuilds.$inferSelect;

const columns = {
  row: rollupRebuilds,
  cinemaName: cinemas.name,
};

function toRun(row: RebuildRow, cinemaName: string | null): RollupRebuild {
  return {
    id: row.id,
    cinemaId: row.cinemaId,
    cinemaName: row.cinemaId == null ? ALL_CINEMAS_LABEL : (cinemaName ?? ''),
    from: row.fromDate,
    to: row.toDate,
    reason: row.reason,
    status: row.status,
    daysDone: row.daysDone,
    daysTotal: row.daysTotal,
    error: row.error,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    changedDays: row.days.filter((d) => figuresDiffer(d.before, d.after)).length,
  };
}

const selectRuns = (db: Db) =>
  db.select(columns).from(rollupRebuilds).leftJoin(cinemas, eq(cinemas.id, rollupRebuilds.cinemaId));

/** The brand's latest runs, newest first. */
export async function listRebuilds(db: Db, scope: Scope): Promise<RollupRebuild[]> {
  const rows = await selectRuns(db)
    .where(tenantWhere(scope, { brandId: rollupRebuilds.brandId, cinemaId: rollupRebuilds.cinemaId }))
    .orderBy(desc(rollupRebuilds.id))
    .limit(50);
  return rows.map((r) => toRun(r.row, r.cinemaName));
}

/** One run with its days (another brand's answers 404). */
export async function findRebuild(db: Db, scope: Scope, id: number): Promise<RollupRebuildDetail> {
  const [r] = await selectRuns(db).where(
    and(
      eq(rollupRebuilds.id, id),
      tenantWhere(scope, { brandId: rollupRebuilds.brandId, cinemaId: rollupRebuilds.cinemaId }),
    ),
  );
  const { row, cinemaName } = found(r);
  return { ...toRun(row, cinemaName), days: row.days };
}

/** A run as the service saved it (for its answer). */
export const runOf = (row: RebuildRow, cinemaName: string | null) => toRun(row, cinemaName);
