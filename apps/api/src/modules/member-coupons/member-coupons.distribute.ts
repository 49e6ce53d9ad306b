import { eq, sql } from 'drizzle-orm';
import { memberCouponMessages, type MemberCoupon, type MemberCouponActionBody } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { memberCoupons, serialBatches } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, staleVersion } from '../../platform/errors.js';
import { changeSerialStateIn, findCoupon, issueSerialsIn } from '../coupons/index.js';
import { findMemberCoupon } from './member-coupons.repository.js';
import { recipientsOf, usableCoupon } from './member-coupons.targets.js';

// 配布 and 取消 (docs/membership.md, "会員クーポン"). 配布 runs in ONE transaction under the draft's row lock: the status
// and version are read locked, the recipients read, the serials issued as one batch by the coupon library's own code,
// one hold per serial written in one INSERT … SELECT, and the draft marked 配布済み. A second 配布, or two at once,
// waits for the lock and finds it no longer a draft (409): nothing is issued twice. member_coupon_holds_serial_uq
// keeps a serial in one member's hands.

/** The draft's row, locked for the rest of the transaction; 409 unless at the version read and in `status`. */
async function lock(tx: Db, current: MemberCoupon, body: MemberCouponActionBody, status: string, refused: string) {
  const [row] = await rowsOf<{ status: string; version: number }>(
    tx.execute(sql`select status, version from member_coupons where id = ${current.id} for update`),
  );
  if (row?.status !== status) throw conflict(refused);
  if (row.version !== body.version) throw staleVersion();
}

export async function distributeMemberCoupon(db: Db, actor: Actor, body: MemberCouponActionBody) {
  const current = found(await findMemberCoupon(db, actor.scope, body.id));
  if (current.status !== 'draft') throw conflict(memberCouponMessages.notDraft);
  return db.transaction(async (tx) => {
    await lock(tx, current, body, 'draft', memberCouponMessages.notDraft);
    const coupon = await usableCoupon(tx, actor.scope, current.brandId, current.couponId);
    const { memberIds, members } = await recipientsOf(tx, current.brandId, current);
    const total = memberIds.length;
    if (total === 0) throw conflict(memberCouponMessages.noTargets);
    // Refused whole, never cut: who would be left out is not this program's choice (docs/membership.md).
    if (current.limit != null && total > current.limit)
      throw conflict(memberCouponMessages.overLimit(total, members, current.limit));
    const issued = await issueSerialsIn(tx, actor, coupon, total, `会員クーポン「${current.name}」`);
    // The n-th recipient gets the batch's n-th serial: one statement, the ids travelling as one text parameter.
    await tx.execute(sql`
      insert into member_coupon_holds (brand_id, member_coupon_id, member_id, serial_id)
      select ${current.brandId}, ${current.id}, u.member_id::int, s.id
      from unnest(string_to_array(${memberIds.join(',')}::text, ',')) with ordinality as u(member_id, ord)
      join serials s on s.coupon_id = ${coupon.id} and s.seq = ${issued.firstSeq}::int + u.ord::int - 1`);
    const now = new Date();
    await tx
      .update(memberCoupons)
      .set({
        status: 'distributed',
        distributedCount: total,
        memberCount: members,
        serialBatchId: issued.batchId,
        distributedAt: now,
        version: body.version + 1,
        updatedAt: now,
      })
      .where(eq(memberCoupons.id, current.id));
    await audit(tx, actor, {
      action: 'distribute',
      entity: 'memberCoupon',
      entityId: current.id,
      brandId: current.brandId,
      summary: `${current.name}: ${members}人に${total}枚（${coupon.name} ${issued.firstSeq}〜${issued.lastSeq}）`,
    });
    return {
      memberCoupon: found(await findMemberCoupon(tx, actor.scope, current.id)),
      message: memberCouponMessages.distributed(total, members),
    };
  });
}

/** 取消: the distributed serials not yet used become 無効 (the library's state change); used ones stay used. */
export async function cancelMemberCoupon(db: Db, actor: Actor, body: MemberCouponActionBody) {
  const current = found(await findMemberCoupon(db, actor.scope, body.id));
  if (current.status !== 'distributed') throw conflict(memberCouponMessages.notCancellable);
  return db.transaction(async (tx) => {
    await lock(tx, current, body, 'distributed', memberCouponMessages.notCancellable);
    const [draft] = await tx
      .select({ batchId: memberCoupons.serialBatchId })
      .from(memberCoupons)
      .where(eq(memberCoupons.id, current.id));
    const [batch] = draft?.batchId
      ? await tx
          .select({ firstSeq: serialBatches.firstSeq, lastSeq: serialBatches.lastSeq })
          .from(serialBatches)
          .where(eq(serialBatches.id, draft.batchId))
      : [];
    // The coupon may have been stopped since 配布: the cancel still reaches its serials.
    const coupon = found(await findCoupon(tx, actor.scope, current.couponId, { counts: false }));
    const { updated } = batch
      ? await changeSerialStateIn(tx, actor, coupon, {
          couponId: coupon.id,
          action: 'invalidate',
          fromSeq: batch.firstSeq,
          toSeq: batch.lastSeq,
          reason: `会員クーポン「${current.name}」の配布取消`,
        })
      : { updated: 0 };
    const now = new Date();
    await tx
      .update(memberCoupons)
      .set({ status: 'cancelled', cancelledAt: now, version: body.version + 1, updatedAt: now })
      .where(eq(memberCoupons.id, current.id));
    await audit(tx, actor, {
      action: 'void',
      entity: 'memberCoupon',
      entityId: current.id,
      brandId: current.brandId,
      summary: `${current.name}: 配布取消（未使用${updated}枚を無効）`,
    });
    return {
      memberCoupon: found(await findMemberCoupon(tx, actor.scope, current.id)),
      message: memberCouponMessages.cancelled(updated),
    };
  });
}
