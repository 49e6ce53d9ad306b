import { sql, type SQL } from 'drizzle-orm';
import type { MemberReportQuery } from '@cinema/contracts';
import { sqlArray } from '../../db/client.js';
import type { BrandReportCinemas } from '../../platform/report-cinemas.js';

// What the blocks of 会員レポート share (docs/membership.md, "会員レポート"): the months of the period and the members the
// criteria choose.

export type Bucket = { month: string; from: string; to: string };
export type Ctx = {
  brandId: number;
  systemId: number;
  q: MemberReportQuery;
  buckets: Bucket[];
  rc: BrandReportCinemas;
};

export const JST_DAY = (column: string) => sql.raw(`(${column} at time zone 'Asia/Tokyo')::date`);

/** The period's months as a table b(month, f, t). */
export const bucketsTable = (buckets: Bucket[]) =>
  sql`select * from unnest(${sqlArray(
    buckets.map((b) => b.month),
    'text',
  )}, ${sqlArray(
    buckets.map((b) => b.from),
    'text',
  )}::date[], ${sqlArray(
    buckets.map((b) => b.to),
    'text',
  )}::date[]) as b(month, f, t)`;

/**
 * The chosen members' ids; with `history`, also the day they joined and the day they stopped counting (only the
 * 会員数推移 reads them).
 */
export function chosenMembers({ brandId, systemId, q }: Ctx, history = false): SQL {
  const filters: SQL[] = [sql`m.brand_id = ${brandId}`, sql`m.member_system_id = ${systemId}`];
  if (q.joinedCinemaId) filters.push(sql`m.joined_cinema_id = ${q.joinedCinemaId}`);
  if (q.joinChannel) filters.push(sql`m.join_channel = ${q.joinChannel}`);
  const where = sql.join(filters, sql` and `);
  if (!history) return sql`select m.id from members m where ${where}`;
  return sql`select m.id, m.rank, m.joined_on,
      case m.status when 'withdrawn' then ${JST_DAY('m.updated_at')} when 'expired' then m.valid_until + 1 end as left_on
    from members m where ${where}`;
}
