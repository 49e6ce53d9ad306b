import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cinemas } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

export interface ReportCinema {
  id: number;
  brandId: number;
  code: string;
  name: string;
}

/**
 * The cinemas a report covers, through the caller's scope: those it names (one it may not see answers 404, as another
 * tenant's record does), or every cinema it may see (全劇場計: head office its brand's, cinema staff their own).
 */
export async function reportCinemas(db: Db, scope: Scope, ids: number[] | undefined): Promise<ReportCinema[]> {
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
    .orderBy(asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.id));
  if (named && rows.length !== named.length) throw notFound();
  return rows;
}
