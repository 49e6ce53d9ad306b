import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addMonthsToDate, evaluateRank, tokyoDateOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberPointEntries, memberRankChanges, members, memberSystems, transactions } from '../../db/schema/index.js';
import { defineJob } from '../../platform/jobs/index.js';
import { refreshAllMemberStats } from './members.stats.js';

// The daily membership job (docs/membership.md, "the daily job"), in Japan time: memberships past their 有効期限
// renew or expire, points past their 有効期限 expire (失効), and every active member's rank is evaluated on the spend
// or visits over the system's window, and member_stats moves to today. It is written so that running it twice on a day changes nothing more.

/** 有効期限 passed: renewed by the system's months (自動更新, from joining), else 期限切れ. */
async function renewOrExpire(tx: Db, today: string) {
  const systems = await tx.select().from(memberSystems);
  for (const s of systems) {
    const due = and(eq(members.memberSystemId, s.id), eq(members.status, 'active'), lt(members.validUntil, today));
    if (s.autoRenew && s.validityKind === 'fromJoin' && s.validMonths)
      await tx
        .update(members)
        .set({
          validUntil: sql`(${members.validUntil} + make_interval(months => ${s.validMonths}))::date`,
          updatedAt: new Date(),
        })
        .where(due);
    else await tx.update(members).set({ status: 'expired', updatedAt: new Date() }).where(due);
  }
}

/**
 * 失効: what the balance holds beyond the credits still valid (uses and earlier expiries took the oldest first), in
 * one statement for every member. A second run finds nothing left to expire.
 */
async function expirePoints(tx: Db, today: string) {
  const valid = sql`coalesce(sum(e.points) filter (where e.expires_on >= ${today}), 0)`;
  await tx.execute(sql`
    insert into ${memberPointEntries} (brand_id, member_id, kind, points, reason, occurred_on)
    select e.brand_id, e.member_id, 'expire', -(sum(e.points) - ${valid}), '有効期限切れ', ${today}
    from ${memberPointEntries} e
    group by e.brand_id, e.member_id
    having sum(e.points) - ${valid} > 0`);
}

/** Spend (yen, net of voids and refunds) and visits (days with a paid sale, per cinema) by 会員番号 since `from`. */
async function figuresSince(tx: Db, brandId: number, numbers: string[], from: string) {
  if (!numbers.length) return new Map<string, { spend: number; visits: number }>();
  const rows = await tx
    .select({
      memberNo: transactions.memberNo,
      spend: sql<number>`coalesce(sum(${transactions.total}), 0)::int`,
      visits: sql<number>`(count(distinct (${transactions.cinemaId}, ${transactions.salesBusinessDate})) filter (where ${transactions.kind} = 'sale'))::int`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.brandId, brandId),
        inArray(transactions.memberNo, numbers),
        isNotNull(transactions.paidAt),
        gte(transactions.salesBusinessDate, from),
      ),
    )
    .groupBy(transactions.memberNo);
  return new Map(rows.map((r) => [r.memberNo ?? '', { spend: r.spend, visits: r.visits }]));
}

/** Each active member's rank against the window's figure; changes go to ランク履歴. Today's changes are not repeated. */
async function evaluateRanks(tx: Db, today: string) {
  const systems = await tx.select().from(memberSystems);
  for (const s of systems) {
    const list = await tx
      .select({
        id: members.id,
        memberNo: members.memberNo,
        rank: members.rank,
        changedToday: sql<boolean>`exists (select 1 from ${memberRankChanges} c where c.member_id = "members"."id" and c.changed_on = ${today} and c.reason in ('up', 'down'))`,
      })
      .from(members)
      .where(and(eq(members.memberSystemId, s.id), eq(members.status, 'active')));
    const figures = await figuresSince(
      tx,
      s.brandId,
      list.map((m) => m.memberNo),
      addMonthsToDate(today, -s.rankWindowMonths),
    );
    const changes = list.flatMap((m) => {
      if (m.changedToday) return [];
      const f = figures.get(m.memberNo) ?? { spend: 0, visits: 0 };
      const figure = s.rankBasis === 'spend' ? f.spend : f.visits;
      const to = evaluateRank(s.ranks, m.rank, figure);
      return to === m.rank ? [] : [{ member: m, to, figure }];
    });
    for (const c of changes)
      await tx.update(members).set({ rank: c.to, updatedAt: new Date() }).where(eq(members.id, c.member.id));
    if (changes.length)
      await tx.insert(memberRankChanges).values(
        changes.map((c) => ({
          brandId: s.brandId,
          memberId: c.member.id,
          fromRank: c.member.rank,
          toRank: c.to,
          reason: c.to > c.member.rank ? ('up' as const) : ('down' as const),
          figure: c.figure,
          changedOn: today,
        })),
      );
  }
}

/** The whole daily run, for the job and the tests. */
export async function runMemberDaily(tx: Db, today = tokyoDateOf(Date.now())) {
  await renewOrExpire(tx, today);
  await expirePoints(tx, today);
  await evaluateRanks(tx, today);
  // 会員フィルター's windows and favourite genre move with the day (docs/membership.md, "member_stats").
  await refreshAllMemberStats(tx, today);
}

export const memberDailyJob = defineJob({
  queue: 'members.daily',
  payload: z.object({}),
  maxAttempts: 3,
  run: async ({ tx }) => {
    await runMemberDaily(tx);
  },
});
