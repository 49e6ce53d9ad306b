import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  couponDiscountText,
  serialExpiresOn,
  type CouponExpiryType,
  type HeldCoupon,
  type HeldCouponState,
  type MemberCouponChoice,
  type MemberCoupon,
  type HeldCouponQuery,
  type MemberCouponListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  automationFires,
  automationRules,
  coupons,
  memberCouponHolds,
  memberCoupons,
  memberFilters,
  memberSystems,
  serials,
} from '../../db/schema/index.js';
import { countWhere, iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// 会員クーポン's reads (docs/membership.md, "会員クーポン"): the draft with its coupon's, system's and filter's names and
// the used count of its serials; a member's held coupons with their serial's state.

type Row = typeof memberCoupons.$inferSelect & {
  couponName: string;
  memberSystemName: string | null;
  memberFilterName: string | null;
  usedCount: number;
};

export const toMemberCoupon = (r: Row): MemberCoupon => ({
  id: r.id,
  brandId: r.brandId,
  name: r.name,
  category: r.category,
  memo: r.memo,
  couponId: r.couponId,
  couponName: r.couponName,
  type: r.type,
  target: r.target,
  memberSystemId: r.memberSystemId,
  memberSystemName: r.memberSystemName,
  memberFilterId: r.memberFilterId,
  memberFilterName: r.memberFilterName,
  couponNum: r.couponNum,
  rankCounts: r.rankCounts,
  limit: r.limit,
  status: r.status,
  distributedCount: r.distributedCount,
  memberCount: r.memberCount,
  usedCount: r.usedCount,
  distributedAt: iso(r.distributedAt),
  cancelledAt: iso(r.cancelledAt),
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const scopedMemberCoupons = (scope: Scope) => tenantWhere(scope, { brandId: memberCoupons.brandId });

// Serials of the draft used at least once (member_coupon_holds_draft_idx, then each serial by its key).
const usedCount = sql<number>`(select count(*) from ${memberCouponHolds} h join ${serials} s on s.id = h.serial_id
  where h.member_coupon_id = ${memberCoupons.id} and s.used_count > 0)`.mapWith(Number);

const columns = {
  ...getTableColumns(memberCoupons),
  couponName: coupons.name,
  memberSystemName: memberSystems.name,
  memberFilterName: memberFilters.name,
  usedCount,
};

const joined = (db: Db) =>
  db
    .select({ ...columns, total: totalCount })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .leftJoin(memberSystems, eq(memberSystems.id, memberCoupons.memberSystemId))
    .leftJoin(memberFilters, eq(memberFilters.id, memberCoupons.memberFilterId));

export async function listMemberCoupons(db: Db, scope: Scope, q: MemberCouponListQuery) {
  const where = and(
    scopedMemberCoupons(scope),
    keywordWhere(q.keyword, [memberCoupons.name]),
    q.status ? eq(memberCoupons.status, q.status) : undefined,
    q.type ? eq(memberCoupons.type, q.type) : undefined,
    q.category ? eq(memberCoupons.category, q.category) : undefined,
  );
  const sortable = {
    name: memberCoupons.name,
    status: memberCoupons.status,
    distributedAt: memberCoupons.distributedAt,
    updatedAt: memberCoupons.updatedAt,
  };
  const rows = await joined(db)
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(memberCoupons.updatedAt), desc(memberCoupons.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toMemberCoupon, () => countWhere(db, memberCoupons, where));
}

export async function findMemberCoupon(db: Db, scope: Scope, id: number): Promise<MemberCoupon | null> {
  const [row] = await joined(db).where(and(eq(memberCoupons.id, id), scopedMemberCoupons(scope)));
  return row ? toMemberCoupon(row) : null;
}

type Expiry = { expiryType: CouponExpiryType; validUntil: string | null; validDays: number | null };
type SerialBits = { state: string; issuedAt: Date; activatedAt: Date | null; couponState: string };

/** What a held serial is worth today: 使用済み, 無効 (invalidated, or its coupon stopped), 期限切れ, else 利用可. */
export function heldState(
  c: Expiry,
  s: SerialBits,
  today: string,
): { state: HeldCouponState; expiresOn: string | null } {
  const expiresOn = serialExpiresOn(c, { issuedAt: s.issuedAt.toISOString(), activatedAt: iso(s.activatedAt) });
  if (s.state === 'used') return { state: 'used', expiresOn };
  if (s.state === 'invalid' || s.couponState !== 'active') return { state: 'invalid', expiresOn };
  if (expiresOn && today > expiresOn) return { state: 'expired', expiresOn };
  return { state: 'usable', expiresOn };
}

/** The serials a member holds, newest first, with where each came from (member_coupon_holds_member_idx). */
export async function listHolds(db: Db, memberId: number, q: HeldCouponQuery, today: string) {
  const h = memberCouponHolds;
  const where = eq(h.memberId, memberId);
  const rows = await db
    .select({
      id: h.id,
      serialId: serials.id,
      code: serials.code,
      state: serials.state,
      issuedAt: serials.issuedAt,
      activatedAt: serials.activatedAt,
      couponId: coupons.id,
      couponName: coupons.name,
      couponState: coupons.state,
      discountKind: coupons.discountKind,
      discountAmount: coupons.discountAmount,
      expiryType: coupons.expiryType,
      validUntil: coupons.validUntil,
      validDays: coupons.validDays,
      draftName: memberCoupons.name,
      ruleName: automationRules.name,
      memberCouponId: h.memberCouponId,
      heldAt: h.createdAt,
      total: totalCount,
    })
    .from(h)
    .innerJoin(serials, eq(serials.id, h.serialId))
    .innerJoin(coupons, eq(coupons.id, serials.couponId))
    .leftJoin(memberCoupons, eq(memberCoupons.id, h.memberCouponId))
    .leftJoin(automationFires, eq(automationFires.id, h.automationFireId))
    .leftJoin(automationRules, eq(automationRules.id, automationFires.ruleId))
    .where(where)
    .orderBy(desc(h.id))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r): HeldCoupon => ({
      id: r.id,
      serialId: r.serialId,
      code: r.code,
      couponId: r.couponId,
      couponName: r.couponName,
      discountKind: r.discountKind,
      discountAmount: r.discountAmount,
      ...heldState(r, r, today),
      source: r.draftName ?? (r.ruleName ? `自動化ルール「${r.ruleName}」` : '-'),
      memberCouponId: r.memberCouponId,
      heldAt: r.heldAt.toISOString(),
    }),
    () => countWhere(db, h, where),
  );
}

/** The coupons a draft may hand out: the brand's クーポン (not paper tickets) that are 利用可, by name. */
export async function couponChoices(db: Db, scope: Scope) {
  const rows = await db
    .select({ id: coupons.id, name: coupons.name, discountKind: coupons.discountKind, amount: coupons.discountAmount })
    .from(coupons)
    .where(
      and(tenantWhere(scope, { brandId: coupons.brandId }), eq(coupons.kind, 'coupon'), eq(coupons.state, 'active')),
    )
    .orderBy(asc(coupons.name), asc(coupons.id));
  const list = rows.map((r): MemberCouponChoice => ({
    id: r.id,
    name: r.name,
    discount: couponDiscountText({ discountKind: r.discountKind, discountAmount: r.amount }),
  }));
  return { list, total: list.length, page: 0, pageSize: list.length };
}
