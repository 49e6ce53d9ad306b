import { eq } from 'drizzle-orm';
import { fail } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { brands, coupons, memberFilters, memberSystems } from '../db/schema/index.js';
import { systemActor } from '../platform/actor.js';
import { createMemberCoupon, distributeMemberCoupon } from '../modules/member-coupons/index.js';

// The demo's 会員クーポン (docs/membership.md, "会員クーポン"), written through the module's own services so the
// serials come from the coupon library and 操作ログ has them: シネマライン's 会員100円引き distributed to the ゴールド
// filter (so 会員詳細 of a ゴールド member shows held coupons) and a rank coupon still 下書き; one draft of ミライシネマ
// so another brand's exists for the tests.

async function refsOf(db: Db, brandCode: string, couponName: string) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  const [system] = brand
    ? await db.select({ id: memberSystems.id }).from(memberSystems).where(eq(memberSystems.brandId, brand.id))
    : [];
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.name, couponName));
  if (!brand || !system || !coupon) return null;
  return { brandId: brand.id, systemId: system.id, couponId: coupon.id };
}

export async function seedMemberCoupons(db: Db) {
  const cl = await refsOf(db, 'CL', '会員100円引きクーポン');
  if (cl) {
    const actor = systemActor('seed:member-coupons', { kind: 'brand', brandId: cl.brandId });
    const [gold] = await db
      .select({ id: memberFilters.id })
      .from(memberFilters)
      .where(eq(memberFilters.name, 'ゴールド会員'));
    // The draft first: the suites take a brand's first 会員クーポン as the one to edit.
    await createMemberCoupon(db, actor, {
      name: '年末ランク別クーポン',
      category: 'notice',
      memo: 'シルバー1枚、ゴールド2枚',
      couponId: cl.couponId,
      type: 'rank',
      target: 'system',
      memberSystemId: cl.systemId,
      memberFilterId: null,
      couponNum: null,
      rankCounts: [
        { rank: 1, couponNum: 0 },
        { rank: 2, couponNum: 1 },
        { rank: 3, couponNum: 2 },
      ],
      limit: null,
    });
    const distributed = await createMemberCoupon(db, actor, {
      name: 'ゴールド会員さま感謝クーポン',
      category: 'campaign',
      memo: 'ゴールド会員へ1人2枚',
      couponId: cl.couponId,
      type: 'plain',
      target: 'filter',
      memberSystemId: null,
      memberFilterId: gold?.id ?? fail('no ゴールド会員 filter'),
      couponNum: 2,
      rankCounts: [],
      limit: 100,
    });
    await distributeMemberCoupon(db, actor, { id: distributed.id, version: distributed.version });
  }
  const mirai = await refsOf(db, 'MIRAI', 'ミライ会員200円引き');
  if (mirai)
    await createMemberCoupon(db, systemActor('seed:member-coupons', { kind: 'brand', brandId: mirai.brandId }), {
      name: 'ミライ会員クーポン',
      category: 'notice',
      memo: null,
      couponId: mirai.couponId,
      type: 'plain',
      target: 'system',
      memberSystemId: mirai.systemId,
      memberFilterId: null,
      couponNum: 1,
      rankCounts: [],
      limit: null,
    });
}
