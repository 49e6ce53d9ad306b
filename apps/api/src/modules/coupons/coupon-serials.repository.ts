import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { serialExpiresOn, type Coupon, type CouponSerial, type CouponSerialListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { serials } from '../../db/schema/index.js';
import { countWhere, iso, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

export type SerialRow = typeof serials.$inferSelect;
type ExpiryOf = Pick<Coupon, 'expiryType' | 'validUntil' | 'validDays'>;

export const toSerial = (r: SerialRow, c: ExpiryOf): CouponSerial => ({
  id: r.id,
  couponId: r.couponId,
  batchId: r.batchId,
  seq: r.seq,
  code: r.code,
  state: r.state,
  usedCount: r.usedCount,
  usageLimit: r.usageLimit,
  issuedAt: r.issuedAt.toISOString(),
  activatedAt: iso(r.activatedAt),
  invalidReason: r.invalidReason,
  expiresOn: serialExpiresOn(c, r),
  lastUsedAt: iso(r.lastUsedAt),
});

export const serialScope = (scope: Scope) => tenantWhere(scope, { brandId: serials.brandId });

export async function listSerials(db: Db, scope: Scope, coupon: Coupon, q: CouponSerialListQuery) {
  const where = and(
    serialScope(scope),
    eq(serials.couponId, coupon.id),
    q.state ? eq(serials.state, q.state) : undefined,
    q.keyword ? sql`${serials.code} like ${`%${q.keyword.replace(/[%_\\]/g, '')}%`}` : undefined,
    q.fromSeq ? gte(serials.seq, q.fromSeq) : undefined,
    q.toSeq ? lte(serials.seq, q.toSeq) : undefined,
  );
  const sortable = { seq: serials.seq, state: serials.state, usedCount: serials.usedCount };
  const key = q.sortField ? sortable[q.sortField] : serials.seq;
  const rows = await db
    .select({ serial: serials, total: totalCount })
    .from(serials)
    .where(where)
    .orderBy(q.sortOrder === 'descend' ? desc(key) : asc(key), asc(serials.seq))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r) => toSerial(r.serial, coupon),
    () => countWhere(db, serials, where),
  );
}

/**
 * Inserts `codes` as serials seq first… in ONE statement: the codes travel as one text parameter
 * and unnest WITH ORDINALITY numbers them, so 100,000 serials are a single round trip.
 */
export async function insertSerials(
  db: Db,
  v: { brandId: number; couponId: number; batchId: number; firstSeq: number; usageLimit: number; codes: string[] },
) {
  await db.execute(sql`
    insert into serials (brand_id, coupon_id, batch_id, seq, code, usage_limit)
    select ${v.brandId}, ${v.couponId}, ${v.batchId}, ${v.firstSeq}::int + u.ord::int - 1, u.code, ${v.usageLimit}
    from unnest(string_to_array(${v.codes.join(',')}::text, ',')) with ordinality as u(code, ord)`);
}

/** Which serials a state change names: a selection of ids, or a range of numbers. */
export const selectionWhere = (
  couponId: number,
  s: { serialIds?: number[]; fromSeq?: number | null; toSeq?: number | null },
) =>
  and(
    eq(serials.couponId, couponId),
    s.serialIds?.length ? inArray(serials.id, s.serialIds) : undefined,
    s.fromSeq != null && s.toSeq != null ? and(gte(serials.seq, s.fromSeq), lte(serials.seq, s.toSeq)) : undefined,
  ) as SQL;

/** Which of these codes the brand already has (imports refuse them before writing). */
export async function takenSerialCodes(db: Db, brandId: number, codes: string[]) {
  const taken = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .select({ code: serials.code })
      .from(serials)
      .where(and(eq(serials.brandId, brandId), inArray(serials.code, codes.slice(i, i + 1000))));
    for (const r of rows) taken.add(r.code);
  }
  return taken;
}
