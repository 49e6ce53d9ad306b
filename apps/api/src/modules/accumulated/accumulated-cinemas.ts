import { asc, eq, inArray } from 'drizzle-orm';
import type { RoundingMode } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { tenantWhere } from '../../platform/scope.js';
import type { Actor } from '../../platform/actor.js';

// The cinemas a report reads: those asked for (each must be in the caller's scope, or the answer is 404), or every
// cinema the caller may see (全劇場計: head office its brand's, cinema staff their own). One brand at a time: the
// screen is for head office and cinema staff, never the operator (docs/architecture.md, "tenancy and permissions").

export interface ReportCinemas {
  brandId: number;
  cinemas: { id: number; code: string; name: string }[];
  /** 興行週の開始曜日 of the brand (Friday unless set). */
  weekStartDay: number;
  /** The brand's 端数処理 (docs/sales.md, "tax"). */
  rounding: RoundingMode;
}

export async function reportCinemas(db: Db, actor: Actor, ids: number[] | undefined): Promise<ReportCinemas | null> {
  const asked = ids ? [...new Set(ids)] : undefined;
  const list = await db
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name, brandId: cinemas.brandId })
    .from(cinemas)
    .where(
      tenantWhere(actor.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }, asked && inArray(cinemas.id, asked)),
    )
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));
  if (asked && list.length !== asked.length) throw notFound();
  const brandId = list[0]?.brandId;
  if (brandId === undefined) return null;
  if (list.some((c) => c.brandId !== brandId)) throw notFound();
  const [brand] = await db
    .select({ weekStartDay: brands.weekStartDay, rounding: brands.fractionRounding })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) throw notFound();
  return {
    brandId,
    cinemas: list.map(({ id, code, name }) => ({ id, code, name })),
    weekStartDay: brand.weekStartDay,
    rounding: brand.rounding,
  };
}
