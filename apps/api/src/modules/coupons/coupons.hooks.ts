import { and, eq, isNull } from 'drizzle-orm';
import { serialRedemptions } from '../../db/schema/index.js';
import { systemActor } from '../../platform/actor.js';
import type { FactHookSet } from '../../platform/events.js';
import { reverseRedemption } from './redemption.service.js';

// A voided sale gives back the coupon serials it used, in the void's transaction (docs/sales.md,
// "voids, refunds and status"); the sales module tells, this module answers.
export const couponFactHooks: FactHookSet = {
  'sale.voided': async (tx, { brandId, originalId, by }) => {
    const uses = await tx
      .select({ id: serialRedemptions.id })
      .from(serialRedemptions)
      .where(and(eq(serialRedemptions.reference, originalId), isNull(serialRedemptions.reversedAt)));
    const actor = systemActor(by, { kind: 'brand', brandId });
    for (const use of uses) await reverseRedemption(tx, actor, use.id);
  },
};
