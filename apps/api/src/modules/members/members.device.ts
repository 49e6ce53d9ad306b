import { and, eq, sql } from 'drizzle-orm';
import {
  memberMessages,
  memberNoOf,
  serialExpiresOn,
  tokyoDateOf,
  type CouponDiscountKind,
  type CouponExpiryType,
  type DeviceMember,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { members, memberSystems } from '../../db/schema/index.js';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { found } from '../../platform/errors.js';
import { memberBalance } from './members.repository.js';

// A counter recognises a member (docs/membership.md, "device recognition"): one indexed query (members_brand_no_uq,
// the ledger by member_point_entries_member_idx, the held coupons by member_coupon_holds_member_idx), the device's
// brand only.

type Held = {
  code: string;
  name: string;
  discountKind: CouponDiscountKind;
  discountAmount: number;
  expiryType: CouponExpiryType;
  validUntil: string | null;
  validDays: number | null;
  issuedAt: string;
  activatedAt: string | null;
};

// 会員クーポン (docs/membership.md): the serials the member holds that are neither used nor invalid, of a coupon still
// 利用可, in the same query; the expiry (which depends on the coupon's kind of period) is read below. The outer member is
// named as SQL text: drizzle writes a column of a one-table select bare ("id"), which the subquery would take as its own.
const heldCoupons = sql<Held[]>`(select coalesce(json_agg(json_build_object(
    'code', s.code, 'name', c.name, 'discountKind', c.discount_kind, 'discountAmount', c.discount_amount,
    'expiryType', c.expiry_type, 'validUntil', c.valid_until, 'validDays', c.valid_days,
    'issuedAt', s.issued_at, 'activatedAt', s.activated_at) order by h.id), '[]'::json)
  from member_coupon_holds h join serials s on s.id = h.serial_id join coupons c on c.id = s.coupon_id
  where h.member_id = members.id and s.state in ('issued', 'activated') and c.state = 'active')`;

export async function lookupMember(db: Db, device: DevicePrincipal, code: string): Promise<DeviceMember> {
  const [row] = await db
    .select({
      memberNo: members.memberNo,
      name: members.name,
      status: members.status,
      validUntil: members.validUntil,
      rank: members.rank,
      ranks: memberSystems.ranks,
      points: memberBalance,
      joinFee: memberSystems.joinFee,
      annualFee: memberSystems.annualFee,
      renewalFee: memberSystems.renewalFee,
      cardFee: memberSystems.cardFee,
      coupons: heldCoupons,
    })
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .where(and(eq(members.brandId, device.brandId), eq(members.memberNo, memberNoOf(code))));
  const m = found(row, memberMessages.notFound);
  const rank = m.ranks[m.rank - 1];
  const active = m.status === 'active';
  return {
    memberNo: m.memberNo,
    name: m.name,
    status: m.status,
    active,
    validUntil: m.validUntil,
    rank: { rank: m.rank, name: rank?.name ?? `ランク${m.rank}`, color: rank?.color ?? '#8c8c8c' },
    benefits:
      active && rank
        ? { discountKind: rank.discountKind, discountValue: rank.discountValue, presaleDays: rank.presaleDays }
        : { discountKind: 'none', discountValue: 0, presaleDays: 0 },
    // A balance below zero (a refund after the points were used) leaves nothing to use, and is shown on 会員詳細.
    usablePoints: active ? Math.max(m.points, 0) : 0,
    // What a 会費 line charges (docs/membership.md, "会費 at the counter").
    fees: { join: m.joinFee, annual: m.annualFee, renewal: m.renewalFee, card: m.cardFee },
    coupons: active ? usableCoupons(m.coupons, tokyoDateOf(Date.now())) : [],
  };
}

function usableCoupons(held: Held[], today: string): DeviceMember['coupons'] {
  return held.flatMap((h) => {
    const expiresOn = serialExpiresOn(h, h);
    if (expiresOn && today > expiresOn) return [];
    return [
      { serial: h.code, name: h.name, discountKind: h.discountKind, discountAmount: h.discountAmount, expiresOn },
    ];
  });
}

/** The coupons a member may use today (マイページ shows them as the counter's lookup answers them). */
export async function memberUsableCoupons(db: Db, memberId: number, today: string) {
  const [row] = await db.select({ coupons: heldCoupons }).from(members).where(eq(members.id, memberId));
  return usableCoupons(row?.coupons ?? [], today);
}
