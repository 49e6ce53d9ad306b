import { couponEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findCoupon, listCoupons } from './coupons.repository.js';
import { createCoupon, deleteCoupon, saveCoupon } from './coupons.service.js';
import { changeSerialState, importSerials, issueSerials, listCouponSerials } from './coupon-serials.service.js';
import { checkSerial, redeemSerial, reverseRedemption } from './redemption.service.js';

export const couponHandlers = ({ db }: ModuleOptions) =>
  handleAll(couponEndpoints, {
    list: async ({ actor, query }) => ok(await listCoupons(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findCoupon(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createCoupon(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveCoupon(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteCoupon(db, actor, params.id);
      return done(ja.deleted);
    },
    serialList: async ({ actor, query }) => ok(await listCouponSerials(db, actor, query)),
    serialImport: [
      async ({ actor, query, body }) => importAnswer(await importSerials(db, actor, query.couponId, body)),
      importOptions,
    ],
    serialIssue: async ({ actor, body }) => {
      const issued = await issueSerials(db, actor, body);
      return ok(issued, `シリアルを${issued.count.toLocaleString('ja-JP')}枚発行しました`);
    },
    serialState: async ({ actor, body }) => {
      const r = await changeSerialState(db, actor, body);
      return ok(r, `${r.updated.toLocaleString('ja-JP')}件を${body.action === 'activate' ? '有効' : '無効'}にしました`);
    },
    serialCheck: async ({ actor, body }) => ok(await checkSerial(db, actor, body)),
    serialRedeem: async ({ actor, body }) => ok(await redeemSerial(db, actor, body), 'クーポンを使用しました'),
    serialReverse: async ({ actor, body }) =>
      ok(await reverseRedemption(db, actor, body.redemptionId), 'クーポンの使用を取り消しました'),
  });
