import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { tokyoDateOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, memberPointEntries, members, memberSystems, transactions } from '../../db/schema/index.js';
import { memberUsableCoupons } from '../members/index.js';

// マイページ's data (docs/membership.md, "会員サイト"): the member's card, usable points with the recent ledger, the
// coupons the member may use today (会員クーポン), and the recent visits (paid sales carrying the 会員番号, as 会員詳細 reads them). Only the signed-in member's own rows.

const RECENT = 10;

export async function memberCard(db: Db, brandId: number, memberId: number) {
  const [m] = await db
    .select({
      id: members.id,
      memberNo: members.memberNo,
      memberSystemId: members.memberSystemId,
      name: members.name,
      rank: members.rank,
      status: members.status,
      validUntil: members.validUntil,
      systemName: memberSystems.name,
      ranks: memberSystems.ranks,
      points:
        sql<number>`coalesce((select sum(e.points) from ${memberPointEntries} e where e.member_id = ${members.id}), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .where(and(eq(members.id, memberId), eq(members.brandId, brandId)));
  if (!m) return null;
  const ledger = await db
    .select({
      kind: memberPointEntries.kind,
      points: memberPointEntries.points,
      occurredOn: memberPointEntries.occurredOn,
      expiresOn: memberPointEntries.expiresOn,
    })
    .from(memberPointEntries)
    .where(eq(memberPointEntries.memberId, memberId))
    .orderBy(desc(memberPointEntries.id))
    .limit(RECENT);
  const visits = await db
    .select({
      date: transactions.salesBusinessDate,
      cinemaName: cinemas.name,
      total: transactions.total,
      kind: transactions.kind,
    })
    .from(transactions)
    .innerJoin(cinemas, eq(cinemas.id, transactions.cinemaId))
    .where(
      and(eq(transactions.brandId, brandId), eq(transactions.memberNo, m.memberNo), isNotNull(transactions.paidAt)),
    )
    .orderBy(desc(transactions.occurredAt))
    .limit(RECENT);
  const coupons = m.status === 'active' ? await memberUsableCoupons(db, memberId, tokyoDateOf(Date.now())) : [];
  const rank = m.ranks[m.rank - 1] ?? null;
  const { ranks: _r, ...card } = m;
  return {
    ...card,
    rankName: rank?.name ?? `ランク${m.rank}`,
    rankColor: rank?.color ?? null,
    // Never shown below zero (docs/membership.md, "points from sales").
    usablePoints: Math.max(0, m.points),
    ledger,
    coupons,
    visits,
  };
}
export type MemberCard = NonNullable<Awaited<ReturnType<typeof memberCard>>>;
