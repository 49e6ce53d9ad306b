import { and, eq } from 'drizzle-orm';
import { memberMessages, memberNoOf, type DeviceMember } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { members, memberSystems } from '../../db/schema/index.js';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { found } from '../../platform/errors.js';
import { memberBalance } from './members.repository.js';

// A counter recognises a member (docs/membership.md, "device recognition"): one indexed query (members_brand_no_uq,
// the ledger by member_point_entries_member_idx), the device's brand only.

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
  };
}
