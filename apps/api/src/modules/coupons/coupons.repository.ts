import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Coupon, CouponCreateBody, CouponListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

type Row = typeof coupons.$inferSelect & { serialCount: number; usedCount: number };

const toRecord = (r: Row): Coupon => ({
  ...r,
  ticketKinds: r.ticketKinds,
  seatTypes: r.seatTypes,
  shopGroups: r.shopGroups as Coupon['shopGroups'],
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const couponScope = (scope: Scope) => tenantWhere(scope, { brandId: coupons.brandId });

// Serials issued and used up, counted with the coupon (serials_coupon_seq_uq serves the count).
const counts = {
  serialCount: sql<number>`(select count(*) from serials s where s.coupon_id = coupons.id)`.mapWith(Number),
  usedCount: sql<number>`(select count(*) from serials s where s.coupon_id = coupons.id and s.state = 'used')`.mapWith(
    Number,
  ),
};

const noCounts = { serialCount: sql<number>`0`.mapWith(Number), usedCount: sql<number>`0`.mapWith(Number) };

export async function listCoupons(db: Db, scope: Scope, q: CouponListQuery) {
  const where = and(
    couponScope(scope),
    keywordWhere(q.keyword, [coupons.name, coupons.description]),
    q.state ? eq(coupons.state, q.state) : undefined,
    q.kind ? eq(coupons.kind, q.kind) : undefined,
    q.category === 'coupon' ? eq(coupons.kind, 'coupon') : undefined,
    q.category === 'ticket' ? ne(coupons.kind, 'coupon') : undefined,
    q.channel ? sql`${q.channel} = any(${coupons.channels})` : undefined,
  );
  const sortable = {
    name: coupons.name,
    discountAmount: coupons.discountAmount,
    validUntil: coupons.validUntil,
    state: coupons.state,
    updatedAt: coupons.updatedAt,
  };
  const rows = await db
    .select({ ...getTableColumns(coupons), ...counts, total: totalCount })
    .from(coupons)
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(coupons.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, coupons, where));
}

/** The coupon with its counts; `{ counts: false }` skips them (a redemption needs the rules only). */
export async function findCoupon(db: Db, scope: Scope, id: number, o = { counts: true }): Promise<Coupon | null> {
  const [row] = await db
    .select({ ...getTableColumns(coupons), ...(o.counts ? counts : noCounts) })
    .from(coupons)
    .where(and(eq(coupons.id, id), couponScope(scope)));
  return row ? toRecord(row) : null;
}

export async function insertCoupon(db: Db, brandId: number, fields: CouponCreateBody) {
  const row = one(
    await db
      .insert(coupons)
      .values({ ...fields, brandId })
      .returning({ id: coupons.id }),
    'coupon',
  );
  return row.id;
}

/** Updates when the version still matches; false when someone else saved first. */
export async function updateCoupon(db: Db, fields: CouponCreateBody, id: number, version: number) {
  const rows = await db
    .update(coupons)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(coupons.id, id), eq(coupons.version, version)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
