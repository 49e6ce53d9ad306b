import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { automationFires } from '../../db/schema/index.js';
import { systemActor } from '../../platform/actor.js';
import { findCoupon, issueSerialsIn } from '../coupons/index.js';

// オートメーション's coupon action (docs/membership.md, "会員クーポン"): each member a run acted on (its automation_fires
// rows, unique per rule, member and occurrence, so a member is never given twice for one occurrence) gets one serial
// of the rule's coupon, issued by the coupon library as one batch in the run's transaction, and one hold naming the
// fire (member_coupon_holds_fire_uq: one serial per fire).

export const COUPON_STOPPED = '配布するクーポンが利用可ではないため配布しませんでした';

type Rule = { id: number; brandId: number; name: string; couponId: number | null };

/** Gives the run's members their serial; answers how many got one (0 and the fires marked 対象外 when it cannot). */
export async function giveRunCoupons(tx: Db, rule: Rule, runId: number) {
  const fires = await tx
    .select({ id: automationFires.id })
    .from(automationFires)
    .where(and(eq(automationFires.runId, runId), eq(automationFires.status, 'done')))
    .orderBy(asc(automationFires.id));
  if (!fires.length) return 0;
  const actor = systemActor(`automation:${rule.id}`, { kind: 'brand', brandId: rule.brandId });
  const coupon = rule.couponId ? await findCoupon(tx, actor.scope, rule.couponId, { counts: false }) : null;
  if (!coupon || coupon.kind !== 'coupon' || coupon.state !== 'active') {
    await tx
      .update(automationFires)
      .set({ status: 'skipped', detail: COUPON_STOPPED })
      .where(and(eq(automationFires.runId, runId), eq(automationFires.status, 'done')));
    return 0;
  }
  const issued = await issueSerialsIn(tx, actor, coupon, fires.length, `自動化ルール「${rule.name}」`);
  await tx.execute(sql`
    insert into member_coupon_holds (brand_id, automation_fire_id, member_id, serial_id)
    select ${rule.brandId}, f.id, f.member_id, s.id
    from unnest(string_to_array(${fires.map((f) => f.id).join(',')}::text, ',')) with ordinality as u(fire_id, ord)
    join automation_fires f on f.id = u.fire_id::int
    join serials s on s.coupon_id = ${coupon.id} and s.seq = ${issued.firstSeq}::int + u.ord::int - 1`);
  return fires.length;
}
