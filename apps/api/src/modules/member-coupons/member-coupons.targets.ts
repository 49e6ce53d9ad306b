import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import {
  memberCouponMessages,
  tokyoDateOf,
  type MemberCouponCount,
  type MemberCouponCountBody,
  type MembershipRank,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberFilters, members, memberSystems } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';
import { findCoupon } from '../coupons/index.js';
import { memberFilterWhere } from '../member-filters/index.js';
import type { Scope } from '../../platform/scope.js';

// Who a 会員クーポン reaches and how many serials each gets (docs/membership.md, "会員クーポン"). The members come from
// the one engine (`memberFilterWhere`) or from the 会員制度, always active members only; the numbers from the draft's
// couponNum, or its count per rank. The form's live count and 配布 read the same function.

const m = memberCouponMessages;
type Target = Omit<MemberCouponCountBody, 'limit'>;

/** The coupon to hand out: the brand's, of kind クーポン, 利用可; else 400 naming the field. */
export async function usableCoupon(db: Db, scope: Scope, brandId: number, couponId: number) {
  const coupon = await findCoupon(db, scope, couponId, { counts: false });
  if (!coupon || coupon.brandId !== brandId || coupon.kind !== 'coupon' || coupon.state !== 'active')
    throw invalidField('couponId', m.couponNotUsable);
  return coupon;
}

async function systemRanks(db: Db, brandId: number, systemId: number): Promise<MembershipRank[]> {
  const [system] = await db
    .select({ ranks: memberSystems.ranks })
    .from(memberSystems)
    .where(and(eq(memberSystems.id, systemId), eq(memberSystems.brandId, brandId)));
  if (!system) throw invalidField('memberSystemId', m.systemRequired);
  return system.ranks;
}

async function filterOf(db: Db, brandId: number, id: number) {
  const [filter] = await db
    .select({ conditions: memberFilters.conditions })
    .from(memberFilters)
    .where(and(eq(memberFilters.id, id), eq(memberFilters.brandId, brandId)));
  if (!filter) throw invalidField('memberFilterId', m.filterRequired);
  return filter;
}

/** The WHERE over members the target names (the brand's active members), checking each reference is the brand's. */
export async function targetWhere(
  db: Db,
  brandId: number,
  t: Target,
): Promise<{ where: SQL; ranks: MembershipRank[] }> {
  const ranks = t.memberSystemId != null ? await systemRanks(db, brandId, t.memberSystemId) : [];
  if (t.type === 'rank')
    for (const r of t.rankCounts) if (r.rank > ranks.length) throw invalidField('rankCounts', m.noSuchRank(r.rank));
  const base = [eq(members.brandId, brandId), eq(members.status, 'active')];
  if (t.target === 'system' || t.type === 'rank') {
    if (t.memberSystemId == null) throw invalidField('memberSystemId', m.systemRequired);
    base.push(eq(members.memberSystemId, t.memberSystemId));
  }
  // A reference is checked even where the target does not use it: another brand's id is refused, not dropped.
  const filter = t.memberFilterId != null ? await filterOf(db, brandId, t.memberFilterId) : null;
  if (t.target === 'filter') {
    if (!filter) throw invalidField('memberFilterId', m.filterRequired);
    base.push(memberFilterWhere(brandId, filter.conditions, tokyoDateOf(Date.now())));
  }
  return { where: and(...base) as SQL, ranks };
}

/** Serials per member of a rank (a plain coupon: the same for all). */
export const perMember = (t: Pick<Target, 'type' | 'couponNum' | 'rankCounts'>) => (rank: number) =>
  t.type === 'plain' ? (t.couponNum ?? 0) : (t.rankCounts.find((r) => r.rank === rank)?.couponNum ?? 0);

/** The live count: members reached, serials to hand out (per rank for a rank coupon), against the limit. */
export async function countTargets(db: Db, brandId: number, body: MemberCouponCountBody): Promise<MemberCouponCount> {
  const { where, ranks } = await targetWhere(db, brandId, body);
  const rows = await db
    .select({ rank: members.rank, n: count() })
    .from(members)
    .where(where)
    .groupBy(members.rank)
    .orderBy(asc(members.rank));
  const each = perMember(body);
  const byRank = new Map(rows.map((r) => [r.rank, r.n]));
  const perRank =
    body.type === 'rank'
      ? ranks.map((r, i) => {
          const n = byRank.get(i + 1) ?? 0;
          return { rank: i + 1, name: r.name, members: n, couponNum: each(i + 1), coupons: n * each(i + 1) };
        })
      : [];
  const reached = rows.filter((r) => each(r.rank) > 0);
  const membersReached = reached.reduce((s, r) => s + r.n, 0);
  const coupons = reached.reduce((s, r) => s + r.n * each(r.rank), 0);
  return {
    members: membersReached,
    couponsToDistribute: coupons,
    perRank,
    limit: body.limit,
    overLimit: body.limit != null && coupons > body.limit,
  };
}

/** 配布's recipients: each member id repeated as many times as serials it gets, in member order. */
export async function recipientsOf(db: Db, brandId: number, t: Target) {
  const { where } = await targetWhere(db, brandId, t);
  const rows = await db
    .select({ id: members.id, rank: members.rank })
    .from(members)
    .where(where)
    .orderBy(asc(members.id));
  const each = perMember(t);
  const memberIds: number[] = [];
  let reached = 0;
  for (const r of rows) {
    const n = each(r.rank);
    if (n > 0) reached += 1;
    for (let i = 0; i < n; i += 1) memberIds.push(r.id);
  }
  return { memberIds, members: reached };
}
