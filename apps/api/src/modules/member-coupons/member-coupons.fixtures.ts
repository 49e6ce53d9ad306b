import { and, eq, sql } from 'drizzle-orm';
import { memberFilterConditions, type MemberFilterConditionsInput } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { coupons, memberFilters, members, memberSystems } from '../../db/schema/index.js';
import { brandIdsByCode } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';
import { newCoupon } from '../coupons/coupons.fixtures.js';

// What the 会員クーポン tests share: a library coupon and a filter of a brand, a draft written through the API as head
// office, and the figures they compare with, read straight from the tables.

export async function addLibraryCoupon(t: TestContext, token: string, name: string, over = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/coupon/create',
    headers: auth(token),
    payload: newCoupon(name, over),
  });
  if (res.statusCode !== 200) throw new Error(`coupon failed: ${res.body}`);
  return (res.json().data as { id: number }).id;
}

/** Another brand's coupon, written straight into the library's table. */
export async function addCouponRow(t: TestContext, brand: string, name: string) {
  const brandId = (await brandIdsByCode(t))[brand] ?? 0;
  const [row] = await t.database.db
    .insert(coupons)
    .values({ brandId, name, discountKind: 'amountOff', discountAmount: 100, expiryType: 'none', channels: ['pos'] })
    .returning({ id: coupons.id });
  return row?.id ?? 0;
}

export async function addFilter(t: TestContext, name: string, conditions: MemberFilterConditionsInput, brand = 'CL') {
  const brandId = (await brandIdsByCode(t))[brand] ?? 0;
  const [row] = await t.database.db
    .insert(memberFilters)
    .values({ brandId, name, conditions: memberFilterConditions.parse(conditions) })
    .returning({ id: memberFilters.id });
  return row?.id ?? 0;
}

export async function systemOf(t: TestContext, brand = 'CL') {
  const brandId = (await brandIdsByCode(t))[brand] ?? 0;
  const [row] = await t.database.db
    .select({ id: memberSystems.id })
    .from(memberSystems)
    .where(eq(memberSystems.brandId, brandId));
  return row?.id ?? 0;
}

/** Active members of CL's system by rank (what a system target reaches). */
export async function activeByRank(t: TestContext) {
  const brandId = (await brandIdsByCode(t)).CL ?? 0;
  const rows = await t.database.db
    .select({ rank: members.rank, n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.status, 'active')))
    .groupBy(members.rank);
  return Object.fromEntries(rows.map((r) => [r.rank, r.n])) as Record<number, number>;
}

export async function addDraft(t: TestContext, token: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/memberCoupon/create',
    headers: auth(token),
    payload: { name: 'ゴールド会員へ100円引き', category: 'campaign', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { id: number; version: number };
}

export const holdsOf = async (t: TestContext, memberCouponId: number) =>
  rowsOf<{ member_id: number; serial_id: number; state: string }>(
    t.database.db.execute(sql`select h.member_id, h.serial_id, s.state from member_coupon_holds h
      join serials s on s.id = h.serial_id where h.member_coupon_id = ${memberCouponId} order by h.id`),
  );
