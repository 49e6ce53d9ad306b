import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  fail,
  redemptionMessages,
  serialRefusal,
  tokyoDateOf,
  type Coupon,
  type SerialCheckAnswer,
  type SerialCheckBody,
  type SerialRedeemAnswer,
  type SerialRedeemBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { serialRedemptions, serials } from '../../db/schema/index.js';
import { isSystem, type Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, notFound } from '../../platform/errors.js';
import { tenantWhere } from '../../platform/scope.js';
import { withSameCodes } from './coupon-conditions.js';
import { findCoupon } from './coupons.repository.js';
import { serialScope, toSerial, type SerialRow } from './coupon-serials.repository.js';

// The one redemption service: the console's check, redeem and reverse call it, and so will the
// sales flows (POS, kiosk, online). A use is consumed by a conditional UPDATE, so however many
// requests race for a single-use serial, exactly one gets it. A use by a person in the console is audited; one a
// sale makes (the system acting for a device) is the sale's own record.

const rulesOnly = { counts: false };

const summaryOf = (c: Coupon) => ({
  id: c.id,
  name: c.name,
  discountKind: c.discountKind,
  discountAmount: c.discountAmount,
  combinable: c.combinable,
});

async function look(db: Db, actor: Actor, body: SerialCheckBody) {
  // A cinema the caller may not act for answers 404, as any other tenant's record.
  await cinemaFor(db, actor, body.cinemaId);
  const [row] = await db
    .select()
    .from(serials)
    .where(and(serialScope(actor.scope), eq(serials.code, body.code)));
  const coupon = row ? await findCoupon(db, actor.scope, row.couponId, rulesOnly) : null;
  if (!row || !coupon) return null;
  const today = tokyoDateOf(Date.now());
  const rules = await withSameCodes(db, coupon, body.item);
  return { row, coupon, refusal: serialRefusal(rules, row, { ...body, today }) };
}

/** Whether the serial can be used in this sale; never changes anything. */
export async function checkSerial(db: Db, actor: Actor, body: SerialCheckBody): Promise<SerialCheckAnswer> {
  const found = await look(db, actor, body);
  if (!found) return { usable: false, message: redemptionMessages.notFound, serial: null, coupon: null };
  const { row, coupon, refusal } = found;
  return { usable: !refusal, message: refusal, serial: toSerial(row, coupon), coupon: summaryOf(coupon) };
}

/** Consumes one use, or refuses with the Japanese reason (404 unknown serial, 409 otherwise). */
export async function redeemSerial(db: Db, actor: Actor, body: SerialRedeemBody): Promise<SerialRedeemAnswer> {
  const seen = await look(db, actor, body);
  if (!seen) throw notFound(redemptionMessages.notFound);
  if (seen.refusal) throw conflict(seen.refusal);
  const { coupon } = seen;
  // 有効化から日数 counts from activation: only an activated serial may be used.
  const usable =
    coupon.expiryType === 'daysFromActivation' ? ['activated' as const] : ['issued' as const, 'activated' as const];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(serials)
      .set({
        usedCount: sql`${serials.usedCount} + 1`,
        state: sql`case when ${serials.usedCount} + 1 >= ${serials.usageLimit} then 'used'::serial_state else ${serials.state} end`,
        lastUsedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(serials.id, seen.row.id),
          inArray(serials.state, usable),
          sql`${serials.usedCount} < ${serials.usageLimit}`,
        ),
      )
      .returning();
    // Someone else took the last use (or invalidated it) between the check and now.
    if (!row) {
      const [now] = await tx.select().from(serials).where(eq(serials.id, seen.row.id));
      throw conflict(now?.state === 'invalid' ? redemptionMessages.invalid : redemptionMessages.used);
    }
    const [use] = await tx
      .insert(serialRedemptions)
      .values({
        brandId: row.brandId,
        serialId: row.id,
        cinemaId: body.cinemaId,
        channel: body.channel,
        reference: body.reference,
        accountId: actor.account.id || null,
      })
      .returning({ id: serialRedemptions.id });
    if (!isSystem(actor))
      await audit(tx, actor, {
        action: 'update',
        entity: 'couponSerial',
        entityId: coupon.id,
        brandId: row.brandId,
        cinemaId: body.cinemaId,
        summary: `${coupon.name} ${row.code} を1回分使用`,
      });
    return {
      redemptionId: (use ?? fail('the redemption was not written')).id,
      serial: toSerial(row, coupon),
      coupon: summaryOf(coupon),
    };
  });
}

/** Gives back the use of a voided or refunded sale; a use is given back once. */
export async function reverseRedemption(db: Db, actor: Actor, redemptionId: number) {
  const scoped = tenantWhere(actor.scope, { brandId: serialRedemptions.brandId, cinemaId: serialRedemptions.cinemaId });
  return db.transaction(async (tx) => {
    const [use] = await tx
      .update(serialRedemptions)
      .set({ reversedAt: sql`now()` })
      .where(and(eq(serialRedemptions.id, redemptionId), scoped, isNull(serialRedemptions.reversedAt)))
      .returning({ serialId: serialRedemptions.serialId, cinemaId: serialRedemptions.cinemaId });
    if (!use) {
      found(
        (
          await tx
            .select({ id: serialRedemptions.id })
            .from(serialRedemptions)
            .where(and(eq(serialRedemptions.id, redemptionId), scoped))
        )[0],
      );
      throw conflict(redemptionMessages.reversed);
    }
    const [row] = (await tx
      .update(serials)
      .set({
        usedCount: sql`${serials.usedCount} - 1`,
        state: sql`case when ${serials.state} = 'used' then (case when ${serials.activatedAt} is null then 'issued' else 'activated' end)::serial_state else ${serials.state} end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(serials.id, use.serialId), sql`${serials.usedCount} > 0`))
      .returning()) as SerialRow[];
    const serial = found(row);
    const coupon = found(await findCoupon(tx, actor.scope, serial.couponId, rulesOnly));
    if (!isSystem(actor))
      await audit(tx, actor, {
        action: 'update',
        entity: 'couponSerial',
        entityId: coupon.id,
        brandId: serial.brandId,
        cinemaId: use.cinemaId,
        summary: `${coupon.name} ${serial.code} の使用を取消`,
      });
    return toSerial(serial, coupon);
  });
}
