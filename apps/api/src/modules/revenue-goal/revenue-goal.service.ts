import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WEEKDAY_WEIGHTS,
  type RevenueGoal,
  type RevenueGoalList,
  type RevenueGoalListQuery,
  type RevenueGoalQuery,
  type RevenueGoalSaveBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, revenueGoals } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { staleVersion } from '../../platform/errors.js';
import { iso } from '../../platform/list.js';
import { reportCinemas } from '../business-daily/index.js';
import { dayOf, goalDaysOf, goalsOf, replaceDays, targetsOf } from './revenue-goal.repository.js';
import { splitMonth } from './revenue-goal.split.js';

// 売上目標 entry (docs/reports.md, "売上目標"): head office saves a cinema's month with its daily split, with the
// version it read (0: the first save), audited in the same transaction; cinema staff read their own cinema's.

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

async function cinemaOf(db: Db, actor: Actor, cinemaId: number) {
  const c = await cinemaFor(db, actor, cinemaId);
  const [row] = await db.select({ code: cinemas.code, name: cinemas.name }).from(cinemas).where(eq(cinemas.id, c.id));
  return { ...c, code: row?.code ?? '', name: row?.name ?? '' };
}

type Cinema = Awaited<ReturnType<typeof cinemaOf>>;

async function goalOf(db: Db, cinema: Cinema, month: string): Promise<RevenueGoal> {
  const row = (await goalsOf(db, [cinema.id], month)).get(cinema.id);
  const base = { cinemaId: cinema.id, cinemaCode: cinema.code, cinemaName: cinema.name, month };
  if (!row) {
    const zero = { persons: 0, boxOffice: 0, shop: 0, other: 0 };
    return {
      ...base,
      ...targetsOf(zero),
      registered: false,
      weights: [...DEFAULT_WEEKDAY_WEIGHTS],
      days: splitMonth(month, zero, DEFAULT_WEEKDAY_WEIGHTS).map(dayOf),
      version: 0,
      updatedByName: null,
      updatedAt: null,
    };
  }
  const days = (await goalDaysOf(db, [cinema.id], month)).get(cinema.id) ?? [];
  return {
    ...base,
    ...targetsOf(row),
    registered: true,
    weights: row.weights,
    days: days.length ? days : splitMonth(month, row, row.weights).map(dayOf),
    version: row.version,
    updatedByName: row.updatedByName,
    updatedAt: iso(row.updatedAt),
  };
}

export async function readGoal(db: Db, actor: Actor, q: RevenueGoalQuery) {
  return goalOf(db, await cinemaOf(db, actor, q.cinemaId), q.month);
}

export async function listGoals(db: Db, actor: Actor, q: RevenueGoalListQuery): Promise<RevenueGoalList> {
  const list = await reportCinemas(db, actor.scope, q.cinemaIds);
  const goals = await goalsOf(
    db,
    list.map((c) => c.id),
    q.month,
  );
  return {
    month: q.month,
    items: list.map((c) => {
      const g = goals.get(c.id);
      return {
        cinemaId: c.id,
        cinemaCode: c.code,
        cinemaName: c.name,
        goal: g ? { ...targetsOf(g), weights: g.weights, version: g.version, updatedAt: iso(g.updatedAt) } : null,
      };
    }),
  };
}

/** Writes one cinema's month and its split (inside a transaction); false when the version read is stale. */
export async function writeGoal(
  tx: Db,
  actor: Actor,
  cinema: { id: number; brandId: number },
  body: Omit<RevenueGoalSaveBody, 'cinemaId'>,
): Promise<boolean> {
  const days = body.days?.length ? body.days : splitMonth(body.month, body, body.weights);
  const values = {
    persons: body.persons,
    boxOffice: body.boxOffice,
    shop: body.shop,
    other: body.other,
    weights: body.weights,
    updatedById: actor.real.id,
    updatedByName: actor.real.displayName,
    updatedAt: new Date(),
  };
  const saved =
    body.version === 0
      ? await tx
          .insert(revenueGoals)
          .values({ brandId: cinema.brandId, cinemaId: cinema.id, month: body.month, ...values })
          .onConflictDoNothing()
          .returning({ version: revenueGoals.version })
      : await tx
          .update(revenueGoals)
          .set({ ...values, version: sql`${revenueGoals.version} + 1` })
          .where(
            and(
              eq(revenueGoals.cinemaId, cinema.id),
              eq(revenueGoals.month, body.month),
              eq(revenueGoals.version, body.version),
            ),
          )
          .returning({ version: revenueGoals.version });
  if (!saved.length) return false;
  await replaceDays(tx, cinema, body.month, days);
  return true;
}

export const goalSummary = (
  name: string,
  month: string,
  g: { persons: number; boxOffice: number; shop: number; other: number },
) =>
  `${name} ${month.replace('-', '年')}月 動員${g.persons.toLocaleString('ja-JP')}人 興収${yen(g.boxOffice)} 売店${yen(g.shop)} その他${yen(g.other)}`;

export async function saveGoal(db: Db, actor: Actor, body: RevenueGoalSaveBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  return db.transaction(async (tx) => {
    if (!(await writeGoal(tx, actor, cinema, body))) {
      const [row] = await tx
        .select({ userName: revenueGoals.updatedByName, at: revenueGoals.updatedAt })
        .from(revenueGoals)
        .where(and(eq(revenueGoals.cinemaId, cinema.id), eq(revenueGoals.month, body.month)));
      throw staleVersion(row ? { userName: row.userName ?? '', savedAt: iso(row.at) ?? '' } : undefined);
    }
    await audit(tx, actor, {
      action: body.version === 0 ? 'create' : 'update',
      entity: 'revenueGoal',
      entityId: `${cinema.id}:${body.month}`,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: goalSummary(cinema.name, body.month, body),
    });
    return goalOf(tx, cinema, body.month);
  });
}
