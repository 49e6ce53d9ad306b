import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_WEEK_START_DAY, type RoundingMode } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// The cinemas a box-office report reads (docs/reports.md, "box-office reports"): those the caller names, each in its
// scope (another brand's, or for cinema staff another cinema's, answers 404), or every cinema of the scope when it
// names none (全劇場計). The brand's rounding and 興行週 come with them.

export interface ReportCinema {
  id: number;
  code: string;
  name: string;
}

export interface ReportCinemas {
  brandId: number | null;
  cinemas: ReportCinema[];
  ids: number[];
  rounding: RoundingMode;
  weekStartDay: number;
}

export async function reportCinemas(db: Db, scope: Scope, requested?: number[]): Promise<ReportCinemas> {
  const wanted = requested?.length ? [...new Set(requested)] : null;
  const rows = await db
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name, brandId: cinemas.brandId })
    .from(cinemas)
    .where(
      tenantWhere(
        scope,
        { brandId: cinemas.brandId, cinemaId: cinemas.id },
        wanted ? inArray(cinemas.id, wanted) : undefined,
      ),
    )
    .orderBy(asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.code), asc(cinemas.id));
  if (wanted && rows.length !== wanted.length) throw notFound('劇場が見つかりません');
  // Only the platform operator sees several brands; a report is one brand's (its first, as the menu lists them).
  const brandId = rows[0]?.brandId ?? (scope.kind === 'all' ? null : scope.brandId);
  const list = rows.filter((r) => r.brandId === brandId).map(({ id, code, name }) => ({ id, code, name }));
  const [brand] = brandId
    ? await db
        .select({ rounding: brands.fractionRounding, weekStartDay: brands.weekStartDay })
        .from(brands)
        .where(and(eq(brands.id, brandId)))
    : [];
  return {
    brandId,
    cinemas: list,
    ids: list.map((c) => c.id),
    rounding: brand?.rounding ?? 'ROUND_DOWN',
    weekStartDay: brand?.weekStartDay ?? DEFAULT_WEEK_START_DAY,
  };
}
