import { and, eq } from 'drizzle-orm';
import { memberCouponMessages, type MemberCouponCreateBody, type MemberCouponUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberCoupons } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, staleVersion } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { findMemberCoupon } from './member-coupons.repository.js';
import { targetWhere, usableCoupon } from './member-coupons.targets.js';

// 会員クーポン's drafts (docs/membership.md, "会員クーポン"): written, edited and deleted while 下書き, each audited in
// its transaction. The coupon, the 会員制度 and the filter must be the brand's (400 naming the field).

type Fields = Omit<MemberCouponCreateBody, never>;

/** Only what the type and target use is kept: a plain coupon has no rank counts, a system target no filter. */
const stored = (b: Fields) => ({
  ...b,
  couponNum: b.type === 'plain' ? b.couponNum : null,
  rankCounts: b.type === 'rank' ? b.rankCounts : [],
  memberFilterId: b.target === 'filter' ? b.memberFilterId : null,
  memberSystemId: b.target === 'system' || b.type === 'rank' ? b.memberSystemId : null,
});

async function checkRefs(db: Db, actor: Actor, brandId: number, body: Fields) {
  await usableCoupon(db, actor.scope, brandId, body.couponId);
  await targetWhere(db, brandId, body);
}

export async function createMemberCoupon(db: Db, actor: Actor, body: MemberCouponCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  await checkRefs(db, actor, brandId, body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberCoupons)
      .values({ ...stored(body), brandId })
      .returning({ id: memberCoupons.id });
    const id = found(row).id;
    await audit(tx, actor, { action: 'create', entity: 'memberCoupon', entityId: id, brandId, summary: body.name });
    return found(await findMemberCoupon(tx, actor.scope, id));
  });
}

async function draft(db: Db, actor: Actor, id: number) {
  const current = found(await findMemberCoupon(db, actor.scope, id));
  if (current.status !== 'draft') throw conflict(memberCouponMessages.notDraft);
  return current;
}

export async function saveMemberCoupon(db: Db, actor: Actor, body: MemberCouponUpdateBody) {
  const current = await draft(db, actor, body.id);
  const { id, version, ...fields } = body;
  await checkRefs(db, actor, current.brandId, fields);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(memberCoupons)
      .set({ ...stored(fields), version: version + 1, updatedAt: new Date() })
      .where(and(eq(memberCoupons.id, id), eq(memberCoupons.version, version), eq(memberCoupons.status, 'draft')))
      .returning({ id: memberCoupons.id });
    if (!rows.length) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'memberCoupon',
      entityId: id,
      brandId: current.brandId,
      summary: fields.name,
    });
    return found(await findMemberCoupon(tx, actor.scope, id));
  });
}

export async function deleteMemberCoupon(db: Db, actor: Actor, id: number) {
  const current = await draft(db, actor, id);
  await removeAudited(db, actor, {
    remove: (tx) =>
      tx
        .delete(memberCoupons)
        .where(and(eq(memberCoupons.id, id), eq(memberCoupons.status, 'draft')))
        .returning({ id: memberCoupons.id }),
    id,
    entry: { entity: 'memberCoupon', brandId: current.brandId, summary: current.name },
  });
}
