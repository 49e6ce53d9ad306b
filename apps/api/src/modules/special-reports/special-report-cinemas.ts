import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RoundingMode } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// The cinemas a special report reads (docs/reports.md, "特別レポート"): those the caller names, each in its scope
// (another brand's, or for cinema staff another cinema's, answers 404), or every cinema of the scope when it names
// none (全劇場計). A report is one brand's; the brand's 端数処理 comes with it.

export interface SpecialCinema {
  id: number;
  code: string;
  name: string;
}

export interface SpecialCinemas {
  brandId: number;
  cinemas: SpecialCinema[];
  ids: number[];
  rounding: RoundingMode;
}

export async function specialCinemas(db: Db, scope: Scope, requested?: number[]): Promise<SpecialCinemas> {
  const named = requested?.length ? [...new Set(requested)] : null;
  const rows = await db
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name, brandId: cinemas.brandId })
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
  const brandId = rows[0]?.brandId ?? (scope.kind === 'all' ? 0 : scope.brandId);
  const list = rows.filter((r) => r.brandId === brandId).map(({ id, code, name }) => ({ id, code, name }));
  const [brand] = await db
    .select({ rounding: brands.fractionRounding })
    .from(brands)
    .where(and(eq(brands.id, brandId)));
  return { brandId, cinemas: list, ids: list.map((c) => c.id), rounding: brand?.rounding ?? 'ROUND_DOWN' };
}
