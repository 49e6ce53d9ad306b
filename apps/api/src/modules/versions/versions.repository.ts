import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { versionSortFields, type VersionKind, type VersionListQuery, type VersionRecord } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { houseFormats, versions } from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';

// Kinds in their enum order (字幕・吹替, 上映方式, 音響, その他), then the cinema's display order.
export const versionRepo = masterRepository({
  table: versions,
  // Screens that list the format among those they can show (house_formats). Qualified by hand:
  // inside a correlated subquery drizzle would render the outer column unqualified.
  extra: {
    screenCount: sql<number>`(select count(*)::int from house_formats hf where hf.format_id = "versions"."id")`,
  },
  toRecord: (r): VersionRecord => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  cinemaId: versions.cinemaId,
  keyword: [versions.name, versions.code],
  sortFields: versionSortFields,
  order: [asc(versions.kind), asc(versions.sortOrder), asc(versions.id)],
  // The list handler names the cinema (cinemaFor) and the screen's kinds.
  filters: (q: Omit<VersionListQuery, 'cinemaId' | 'kinds'> & { cinemaId: number; kinds: readonly VersionKind[] }) => [
    eq(versions.cinemaId, q.cinemaId),
    inArray(versions.kind, [...q.kinds]),
    q.active === undefined ? undefined : eq(versions.active, q.active),
  ],
});

/** Screens whose formats list the version; read inside the delete's transaction. */
export async function screensUsing(db: Db, id: number) {
  const [row] = await db.select({ n: count() }).from(houseFormats).where(eq(houseFormats.formatId, id));
  return row?.n ?? 0;
}
