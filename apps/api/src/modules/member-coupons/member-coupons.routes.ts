import { and, eq } from 'drizzle-orm';
import { ja, memberCouponEndpoints, tokyoDateOf } from '@cinema/contracts';
import { members } from '../../db/schema/index.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { brandForWrite, tenantWhere } from '../../platform/scope.js';
import { cancelMemberCoupon, distributeMemberCoupon } from './member-coupons.distribute.js';
import { couponChoices, findMemberCoupon, listHolds, listMemberCoupons } from './member-coupons.repository.js';
import { createMemberCoupon, deleteMemberCoupon, saveMemberCoupon } from './member-coupons.service.js';
import { countTargets } from './member-coupons.targets.js';

export const memberCouponHandlers = ({ db }: ModuleOptions) =>
  handleAll(memberCouponEndpoints, {
    list: async ({ actor, query }) => ok(await listMemberCoupons(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findMemberCoupon(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createMemberCoupon(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveMemberCoupon(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteMemberCoupon(db, actor, params.id);
      return done(ja.deleted);
    },
    count: async ({ actor, body }) => ok(await countTargets(db, brandForWrite(actor.scope, null), body)),
    distribute: async ({ actor, body }) => {
      const { memberCoupon, message } = await distributeMemberCoupon(db, actor, body);
      return ok(memberCoupon, message);
    },
    cancel: async ({ actor, body }) => {
      const { memberCoupon, message } = await cancelMemberCoupon(db, actor, body);
      return ok(memberCoupon, message);
    },
    coupons: async ({ actor }) => ok(await couponChoices(db, actor.scope)),
    holds: async ({ actor, params, query }) => {
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, params.id), tenantWhere(actor.scope, { brandId: members.brandId })));
      return ok(await listHolds(db, found(member).id, query, tokyoDateOf(Date.now())));
    },
  });
