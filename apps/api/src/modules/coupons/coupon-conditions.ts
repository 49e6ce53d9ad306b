import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Coupon, RedemptionItem } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { versions } from '../../db/schema/index.js';

// 上映方式 and 字幕・吹替 are rows of each cinema's version master, while a coupon is the brand's: a
// coupon that names IMAX at one cinema means IMAX wherever the brand shows it. The rows it names stand for their
// code, so the screening's own row is compared with every row of the brand that shares a named code
// (docs/domain.md, "what a coupon applies to").

const named = alias(versions, 'named_versions');

/** The coupon with its 上映方式 and 字幕・吹替 widened to every cinema's rows of the same codes. */
export async function withSameCodes(db: Db, coupon: Coupon, item: RedemptionItem | undefined): Promise<Coupon> {
  const ids = [...coupon.formatIds, ...coupon.versionIds];
  if (!ids.length || (item?.formatId == null && item?.versionId == null)) return coupon;
  const rows = await db
    .select({ id: versions.id, kind: versions.kind })
    .from(versions)
    .innerJoin(named, and(eq(named.kind, versions.kind), eq(named.code, versions.code)))
    .where(and(eq(versions.brandId, coupon.brandId), eq(named.brandId, coupon.brandId), inArray(named.id, ids)));
  // The rows named stay named even when deleted since: a limit never widens to "any".
  const of = (kind: 'format' | 'language', own: number[]) => [
    ...new Set([...own, ...rows.filter((r) => r.kind === kind).map((r) => r.id)]),
  ];
  return { ...coupon, formatIds: of('format', coupon.formatIds), versionIds: of('language', coupon.versionIds) };
}
