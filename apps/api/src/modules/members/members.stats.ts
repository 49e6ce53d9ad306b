import { sql, type SQL } from 'drizzle-orm';
import { addMonthsToDate, tokyoDateOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films, members, memberStats, transactionLines, transactions } from '../../db/schema/index.js';

// member_stats (docs/membership.md, "member_stats"): what 会員フィルター reads of a member's sales, kept per member so a
// count never aggregates sales. The figures are recomputed from the member's own paid documents (transactions_member_idx)
// rather than added to: a sale told twice, a void or a refund cannot make them drift, which is exactly once by
// construction. The points balance is not here: the ledger's trigger keeps it.

/** Spend, visits and the last visit of the members `which` selects, as of `today` (Japan time), written in place. */
function recompute(which: SQL, today: string) {
  const since = (months: number) => addMonthsToDate(today, -months);
  const visits = (from?: string) =>
    sql`count(distinct (t.cinema_id, t.sales_business_date)) filter (where t.kind = 'sale'${from ? sql` and t.sales_business_date >= ${from}` : sql``})::int`;
  const spend = (from?: string) =>
    sql`coalesce(sum(t.total)${from ? sql` filter (where t.sales_business_date >= ${from})` : sql``}, 0)::int`;
  return sql`
    update ${memberStats} s set
      visits = f.visits, visits_m3 = f.visits_m3, visits_m6 = f.visits_m6, visits_m12 = f.visits_m12,
      spend = f.spend, spend_m3 = f.spend_m3, spend_m6 = f.spend_m6, spend_m12 = f.spend_m12,
      last_visit_on = f.last_visit_on, windows_on = ${today}, updated_at = now()
    from (
      select m.id,
        ${visits()} as visits, ${visits(since(3))} as visits_m3, ${visits(since(6))} as visits_m6,
        ${visits(since(12))} as visits_m12,
        ${spend()} as spend, ${spend(since(3))} as spend_m3, ${spend(since(6))} as spend_m6,
        ${spend(since(12))} as spend_m12,
        max(t.sales_business_date) filter (where t.kind = 'sale') as last_visit_on
      from ${members} m
      left join ${transactions} t
        on t.brand_id = m.brand_id and t.member_no = m.member_no and t.paid_at is not null
      where ${which}
      group by m.id
    ) f
    where s.member_id = f.id`;
}

/**
 * The sales figures of the members these documents carry (their 会員番号 in their brand), in the caller's
 * transaction: the fact hooks call it after the points, the demo history after its rows. Costs no query without one.
 */
export async function refreshMemberStats(
  tx: Db,
  docs: { brandId: number; memberNo?: string | null }[],
  today = tokyoDateOf(Date.now()),
) {
  const byBrand = new Map<number, Set<string>>();
  for (const d of docs) if (d.memberNo) byBrand.set(d.brandId, (byBrand.get(d.brandId) ?? new Set()).add(d.memberNo));
  for (const [brandId, numbers] of byBrand) {
    const list = [...numbers];
    await tx.execute(
      recompute(
        sql`m.brand_id = ${brandId} and m.member_no in (${sql.join(
          list.map((n) => sql`${n}`),
          sql`, `,
        )})`,
        today,
      ),
    );
  }
}

/**
 * The daily part (members-daily): every member's windows moved to today, then the favourite genre, the genre of the
 * films a member saw most (tickets net of refunds; a tie goes to the genre first in order). The genre joins every
 * ticket line of a member's sales to its film, too heavy for a sale's own write and changing slowly: once a day.
 */
export async function refreshAllMemberStats(tx: Db, today: string) {
  await tx.execute(recompute(sql`true`, today));
  await tx.execute(sql`
    update ${memberStats} s set favourite_genre = g.genre
    from (
      select m.id, (
        select f.genre
        from ${transactions} t
        join ${transactionLines} l on l.transaction_id = t.id and l.line_type = 'ticket'
        join ${films} f on f.id = l.film_id
        where t.brand_id = m.brand_id and t.member_no = m.member_no and t.paid_at is not null
          and coalesce(f.genre, '') <> ''
        group by f.genre
        having sum(l.quantity) > 0
        order by sum(l.quantity) desc, f.genre
        limit 1
      ) as genre
      from ${members} m
    ) g
    where s.member_id = g.id and s.favourite_genre is distinct from g.genre`);
}
