import { and, asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  memberReportBuckets,
  type MemberCountRow,
  type MemberReport,
  type MemberReportOptions,
  type MemberReportQuery,
} from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { cinemas, memberSystems, paymentMethods } from '../../db/schema/index.js';
import { requireOwnedCriteria } from '../../platform/references.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';
import type { Scope } from '../../platform/scope.js';
import { countRows } from './member-counts.js';
import { bucketsTable, chosenMembers, JST_DAY, type Bucket, type Ctx } from './member-report.sql.js';

// 会員レポート (docs/membership.md, "会員レポート"): per month of the period, each clipped to it.
// (1) 会員数推移 from the member tables: a member counts from 入会日 until 退会 (the day it was recorded) or 失効 (the day
//     after 有効期限), in the rank its ランク履歴 gives for the day; (2) 会員利用 from R8 and R6 at the chosen cinemas;
// (3) ポイント from the ledger; (4) クーポン from the holds. (1), (3) and (4) read the members the criteria choose.

type UsageRow = { month: string; txns: number; admissions: number; amount: number };
type TotalRow = { month: string; n: number };

const usageRows = (db: Db, { rc, buckets }: Ctx) =>
  rowsOf<UsageRow>(
    db.execute(sql`with b as (${bucketsTable(buckets)})
      select b.month, sum(r.txns)::int as txns, sum(r.admissions)::int as admissions, sum(r.amount)::int as amount
      from b join rb_member_day r on r.sale_bd between b.f and b.t
      where r.brand_id = ${rc.brandId} and r.cinema_id = any(${sqlArray(rc.ids, 'int')}) group by 1`),
  );

const admissionRows = (db: Db, { rc, buckets }: Ctx) =>
  rowsOf<TotalRow>(
    db.execute(sql`with b as (${bucketsTable(buckets)})
      select b.month, sum(r.admissions)::int as n from b join rb_hour r on r.sale_bd between b.f and b.t
      where r.brand_id = ${rc.brandId} and r.cinema_id = any(${sqlArray(rc.ids, 'int')}) group by 1`),
  );

type PointRow = { month: string; awarded: number; used: number; expired: number; adjusted: number; net: number };

const pointRows = (db: Db, ctx: Ctx) =>
  rowsOf<PointRow>(
    db.execute(sql`with b as (${bucketsTable(ctx.buckets)}), mm as (${chosenMembers(ctx)})
      select b.month,
        coalesce(sum(e.points) filter (where e.kind in ('award', 'reversal')), 0)::int as awarded,
        coalesce(-sum(e.points) filter (where e.kind in ('use', 'useReversal')), 0)::int as used,
        coalesce(-sum(e.points) filter (where e.kind = 'expire'), 0)::int as expired,
        coalesce(sum(e.points) filter (where e.kind = 'adjust'), 0)::int as adjusted,
        coalesce(sum(e.points), 0)::int as net
      from b join member_point_entries e on e.brand_id = ${ctx.brandId} and e.occurred_on between b.f and b.t
        join mm on mm.id = e.member_id
      group by 1`),
  );

const openingBalance = (db: Db, ctx: Ctx) =>
  rowsOf<{ n: number }>(
    db.execute(sql`with mm as (${chosenMembers(ctx)})
      select coalesce(sum(e.points), 0)::int as n from member_point_entries e join mm on mm.id = e.member_id
      where e.brand_id = ${ctx.brandId} and e.occurred_on < ${ctx.q.from}`),
  );

type CouponRow = { month: string; distributed: number; used_of: number; used_in: number };

const couponRows = (db: Db, ctx: Ctx) =>
  rowsOf<CouponRow>(
    db.execute(sql`with b as (${bucketsTable(ctx.buckets)}), mm as (${chosenMembers(ctx)}),
      held as (select h.created_at, s.used_count, s.last_used_at from member_coupon_holds h
        join mm on mm.id = h.member_id join serials s on s.id = h.serial_id where h.brand_id = ${ctx.brandId})
      select b.month,
        count(*) filter (where ${JST_DAY('held.created_at')} between b.f and b.t)::int as distributed,
        count(*) filter (where ${JST_DAY('held.created_at')} between b.f and b.t and held.used_count > 0)::int as used_of,
        count(*) filter (where held.used_count > 0 and ${JST_DAY('held.last_used_at')} between b.f and b.t)::int
          as used_in
      from b cross join held group by 1`),
  );

async function systemOf(db: Db, brandId: number, id: number | undefined) {
  const [system] = await db
    .select({ id: memberSystems.id, ranks: memberSystems.ranks })
    .from(memberSystems)
    .where(id ? and(eq(memberSystems.brandId, brandId), eq(memberSystems.id, id)) : eq(memberSystems.brandId, brandId))
    .orderBy(asc(memberSystems.id))
    .limit(1);
  // A named one was checked with the other criteria (requireOwnCriteria).
  return system;
}

/** The brand's 会員制度 with their ranks, and its 決済方法 (head office's brand; the platform operator's first). */
export async function memberReportOptions(db: Db, scope: Scope): Promise<MemberReportOptions> {
  const { brandId } = await brandReportCinemas(db, scope);
  if (!brandId) return { memberSystems: [], paymentMethods: [] };
  const [systems, methods] = await readAll(
    db,
    () =>
      db
        .select({ id: memberSystems.id, name: memberSystems.name, ranks: memberSystems.ranks })
        .from(memberSystems)
        .where(eq(memberSystems.brandId, brandId))
        .orderBy(asc(memberSystems.id)),
    () =>
      db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(eq(paymentMethods.brandId, brandId))
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
  );
  return {
    memberSystems: systems.map((s) => ({
      id: s.id,
      name: s.name,
      ranks: s.ranks.map((r, i) => ({ rank: i + 1, name: r.name })),
    })),
    paymentMethods: methods,
  };
}

/** The criteria's ids must be the brand's own (404 otherwise). */
export const requireOwnCriteria = (
  db: Db,
  brandId: number,
  q: { memberSystemId?: number; joinedCinemaId?: number; paymentMethodId?: number },
) =>
  requireOwnedCriteria(db, brandId, [
    { table: memberSystems, ids: [q.memberSystemId], label: '会員制度' },
    { table: cinemas, ids: [q.joinedCinemaId], label: '劇場' },
    { table: paymentMethods, ids: [q.paymentMethodId], label: '決済方法' },
  ]);

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

export async function memberReport(db: Db, scope: Scope, q: MemberReportQuery): Promise<MemberReport> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  const buckets = memberReportBuckets(q.from, q.to);
  if (rc.brandId) await requireOwnCriteria(db, rc.brandId, q);
  const system = rc.brandId ? await systemOf(db, rc.brandId, q.memberSystemId) : undefined;
  if (!rc.brandId || !system)
    return { memberSystemId: null, ranks: [], counts: [], usage: [], points: [], coupons: [] };
  const ctx: Ctx = { brandId: rc.brandId, systemId: system.id, q, buckets, rc };
  const none = <T>() => Promise.resolve([] as T[]);
  const sales = rc.ids.length > 0;
  const [counts, usage, admitted, points, [opening], coupons] = await readAll(
    db,
    () => countRows(db, ctx),
    () => (sales ? usageRows(db, ctx) : none<UsageRow>()),
    () => (sales ? admissionRows(db, ctx) : none<TotalRow>()),
    () => pointRows(db, ctx),
    () => openingBalance(db, ctx),
    () => couponRows(db, ctx),
  );

  const ranks = system.ranks.map((r, i) => ({ rank: i + 1, name: r.name })).filter((r) => !q.rank || r.rank === q.rank);
  const countOf = new Map(counts.map((c) => [`${c.month}|${c.rank}|${c.kind}`, c.n]));
  const n = (b: Bucket, rank: number, kind: string) => countOf.get(`${b.month}|${rank}|${kind}`) ?? 0;
  const countRowsOut: MemberCountRow[] = buckets.flatMap((b) =>
    ranks.map((r) => ({
      ...b,
      rank: r.rank,
      rankName: r.name,
      opening: n(b, r.rank, 'opening'),
      joined: n(b, r.rank, 'joined'),
      renewed: n(b, r.rank, 'renewed'),
      rankMoves: n(b, r.rank, 'moves'),
      left: n(b, r.rank, 'left'),
      closing: n(b, r.rank, 'closing'),
    })),
  );
  // 一人当たり鑑賞回数 divides by every member of the system at the month's end, whatever the rank criterion.
  const closingOf = (month: string) =>
    counts.filter((c) => c.month === month && c.kind === 'closing').reduce((s, c) => s + c.n, 0);
  const usageOf = new Map(usage.map((u) => [u.month, u]));
  const admittedOf = new Map(admitted.map((a) => [a.month, a.n]));
  const pointsOf = new Map(points.map((p) => [p.month, p]));
  const couponsOf = new Map(coupons.map((c) => [c.month, c]));
  let balance = opening?.n ?? 0;
  return {
    memberSystemId: system.id,
    ranks,
    counts: countRowsOut,
    usage: buckets.map(({ month }) => {
      const u = usageOf.get(month);
      const memberAdmissions = u?.admissions ?? 0;
      const admissions = admittedOf.get(month) ?? 0;
      return {
        month,
        memberTxns: u?.txns ?? 0,
        memberAdmissions,
        admissions,
        memberRatio: ratio(memberAdmissions, admissions),
        memberSales: u?.amount ?? 0,
        admissionsPerMember: ratio(memberAdmissions, closingOf(month)),
      };
    }),
    points: buckets.map(({ month }) => {
      const p = pointsOf.get(month);
      balance += p?.net ?? 0;
      return {
        month,
        awarded: p?.awarded ?? 0,
        used: p?.used ?? 0,
        expired: p?.expired ?? 0,
        adjusted: p?.adjusted ?? 0,
        closingBalance: balance,
      };
    }),
    coupons: buckets.map(({ month }) => {
      const c = couponsOf.get(month);
      const distributed = c?.distributed ?? 0;
      const usedOfDistributed = c?.used_of ?? 0;
      return {
        month,
        distributed,
        usedOfDistributed,
        useRate: ratio(usedOfDistributed, distributed),
        usedInMonth: c?.used_in ?? 0,
      };
    }),
  };
}
