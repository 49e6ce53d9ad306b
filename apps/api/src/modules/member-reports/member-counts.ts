import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { bucketsTable, chosenMembers, JST_DAY, type Ctx } from './member-report.sql.js';

// 会員レポート's 会員数推移 (docs/membership.md, "会員レポート"): a member counts from 入会日 until 退会 (the day it was
// recorded) or 失効 (the day after 有効期限), in the rank its ランク履歴 gives for the day.

/**
 * CTEs ending in `segs` (id, s, e, rank, joined_on, left_on): each chosen member's rank as a step function of the day,
 * in pieces [s, e): the rank it started in (its first change's from_rank, else that change's to_rank, else its rank
 * now) until its first change, then from each day with changes the day's last change's to_rank until the next such
 * day (-infinity and infinity at the ends); one pass over ランク履歴 in member and day order, for all the months (a
 * lookup of ランク履歴 per member and day took 2.4 s for 20,000 members; docs/performance.md, "Members").
 */
const rankSegments = (ctx: Ctx) => sql`mm as (${chosenMembers(ctx, true)}),
  x as (select c.member_id, c.changed_on, c.to_rank, coalesce(c.from_rank, c.to_rank) as first_rank,
      row_number() over w as k, lead(c.changed_on) over w as next
    from member_rank_changes c join mm on mm.id = c.member_id
    window w as (partition by c.member_id order by c.changed_on, c.id)),
  segs as (select x.member_id as id, x.changed_on as s, coalesce(x.next, 'infinity'::date) as e, x.to_rank as rank,
      mm.joined_on, mm.left_on
    from x join mm on mm.id = x.member_id where x.next is null or x.next > x.changed_on
    union all select mm.id, '-infinity'::date, coalesce(x.changed_on, 'infinity'::date), coalesce(x.first_rank, mm.rank),
      mm.joined_on, mm.left_on
    from mm left join x on x.member_id = mm.id and x.k = 1)`;

export type CountRow = { month: string; kind: string; rank: number; n: number };

/**
 * 会員数推移's figures per month × rank. 期首 and 期末 are running sums of +1 where a member starts counting in a rank
 * (its joining, or a change while a member) and −1 where it stops (a change, or leaving): each member's rank pieces
 * clipped to [入会日, 退会・失効日), summed per rank and day, then read at each month's two days. 新規入会, 退会・失効
 * and 更新 take the rank of the piece holding their day; ランク変動 the changes themselves.
 */
export const countRows = (db: Db, ctx: Ctx) => {
  const { from, to } = ctx.q;
  return rowsOf<CountRow>(
    db.execute(sql`with b as (${bucketsTable(ctx.buckets)}), ${rankSegments(ctx)},
      clipped as (select rank, greatest(s, joined_on) as s, least(e, coalesce(left_on, 'infinity'::date)) as e from segs
        where greatest(s, joined_on) < least(e, coalesce(left_on, 'infinity'::date))),
      deltas as (select rank, s as day, count(*)::int as n from clipped group by 1, 2
        union all select rank, e, -count(*)::int from clipped where e < 'infinity'::date group by 1, 2),
      at_days as (select b.month, 'opening' as kind, b.f - 1 as d from b union all select b.month, 'closing', b.t from b)
      select a.month, a.kind, d.rank, sum(d.n)::int as n from at_days a join deltas d on d.day <= a.d group by 1, 2, 3
      union all
      select b.month, 'joined', j.rank, sum(j.n)::int from b join (select rank, joined_on as day, count(*) as n from segs
          where joined_on between ${from} and ${to} and s <= joined_on and joined_on < e group by 1, 2) j
        on j.day between b.f and b.t group by 1, 3
      union all
      select b.month, 'left', l.rank, sum(l.n)::int from b join (select rank, left_on as day, count(*) as n from segs
          where left_on between ${from} and ${to} and s < left_on and left_on <= e group by 1, 2) l
        on l.day between b.f and b.t group by 1, 3
      union all
      select b.month, 'renewed', r.rank, sum(r.n)::int from b join (select g.rank, e.day, count(*) as n
          from (select member_id, ${JST_DAY('created_at')} as day from member_fee_extensions
            where brand_id = ${ctx.brandId} and reverted_by is null) e
          join segs g on g.id = e.member_id and g.s <= e.day and e.day < g.e
          where e.day between ${from} and ${to} group by 1, 2) r
        on r.day between b.f and b.t group by 1, 3
      union all
      select b.month, 'moves', v.rank, sum(v.n)::int from b
        join member_rank_changes c on c.changed_on between b.f and b.t and c.reason <> 'join'
        join mm on mm.id = c.member_id
        cross join lateral (values (c.to_rank, 1), (c.from_rank, -1)) v(rank, n)
        where v.rank is not null
        group by 1, 2, 3`),
  );
};
