import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_WEEK_START_DAY, type RoundingMode } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { brands, cinemas } from '../db/schema/index.js';
import { notFound } from './errors.js';
import { tenantWhere, type Scope } from './scope.js';

// The cinemas a report reads (docs/reports.md, "the report screens"): those the caller names, each in its scope
// (another brand's, or for cinema staff another cinema's, answers 404 as another tenant's record does), or every
// cinema the caller may see when it names none (全劇場計: head office its brand's, cinema staff their own).

export interface ReportCinema {
  id: number;
  brandId: number;
  code: string;
  name: string;
}

/** The cinemas in scope, of every brand the caller sees (the platform operator's reports span brands). */
export async function reportCinemas(db: Db, scope: Scope, ids?: number[]): Promise<ReportCinema[]> {
  const named = ids?.length ? [...new Set(ids)] : null;
  const rows = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, code: cinemas.code, name: cinemas.name })
    .from(cinemas)
    .where(
      tenantWhere(
        scope,
        { brandId: cinemas.brandId, cinemaId: cinemas.id },
        named ? inArray(cinemas.id, named) : undefined,
      ),
    )
    .orderBy(asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.code), asc(cinemas.id));
  if (named && rows.length !== named.length) throw notFound('劇場が見つかりません');
  return rows;
}

export interface BrandReportCinemas {
  /** null: the caller sees no cinema at all. */
  brandId: number | null;
  cinemas: { id: number; code: string; name: string }[];
  ids: number[];
  /** The brand's 端数処理 (docs/sales.md, "tax"). */
  rounding: RoundingMode;
  /** 興行週の開始曜日 of the brand (Friday unless set). */
  weekStartDay: number;
}

/**
 * One brand's cinemas with the brand's settings, for the reports that are one brand's (its 端数処理, its 興行週):
 * the first brand's as the menu lists them when the platform operator names none.
 */
export async function brandReportCinemas(db: Db, scope: Scope, ids?: number[]): Promise<BrandReportCinemas> {
  const rows = await reportCinemas(db, scope, ids);
  const brandId = rows[0]?.brandId ?? (scope.kind === 'all' ? null : scope.brandId);
  const list = rows.filter((r) => r.brandId === brandId).map(({ id, code, name }) => ({ id, code, name }));
  const [brand] = brandId
    ? await db
        .select({ rounding: brands.fractionRounding, weekStartDay: brands.weekStartDay })
        .from(brands)
        .where(eq(brands.id, brandId))
    : [];
  return {
    brandId,
    cinemas: list,
    ids: list.map((c) => c.id),
    rounding: brand?.rounding ?? 'ROUND_DOWN',
    weekStartDay: brand?.weekStartDay ?? DEFAULT_WEEK_START_DAY,
  };
}
