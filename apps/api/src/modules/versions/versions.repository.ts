import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { VersionKind, VersionListQuery, VersionRecord, VersionUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { houseFormats, versions } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// Screens that list the format among those they can show (house_formats). Qualified by hand:
// inside a correlated subquery drizzle would render the outer column unqualified.
const screenCount = sql<number>`(select count(*)::int from house_formats hf where hf.format_id = "versions"."id")`;

const selectAll = { ...getTableColumns(versions), screenCount };

type Row = typeof versions.$inferSelect & { screenCount: number };

const toRecord = (r: Row): VersionRecord => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: versions.brandId, cinemaId: versions.cinemaId });

// Kinds in their enum order (字幕・吹替, 上映方式, 音響, その他), then the cinema's display order.
const defaultOrder = [asc(versions.kind), asc(versions.sortOrder), asc(versions.id)];

export async function listVersions(
  db: Db,
  scope: Scope,
  cinemaId: number,
  kinds: readonly VersionKind[],
  q: VersionListQuery,
) {
  const where = and(
    scoped(scope),
    eq(versions.cinemaId, cinemaId),
    inArray(versions.kind, [...kinds]),
    keywordWhere(q.keyword, [versions.name, versions.code]),
    q.active === undefined ? undefined : eq(versions.active, q.active),
  );
  const sortable = {
    code: versions.code,
    name: versions.name,
    surcharge: versions.surcharge,
    sortOrder: versions.sortOrder,
    active: versions.active,
  };
  const rows = await db
    .select({ ...selectAll, total: totalCount })
    .from(versions)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, versions, where));
}

export async function findVersion(db: Db, scope: Scope, id: number): Promise<VersionRecord | null> {
  const [row] = await db
    .select(selectAll)
    .from(versions)
    .where(and(eq(versions.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

type VersionFields = Omit<VersionUpdateBody, 'id' | 'version'>;

export async function insertVersion(db: Db, owner: { brandId: number; cinemaId: number }, fields: VersionFields) {
  const [row] = await db
    .insert(versions)
    .values({ ...fields, ...owner })
    .returning({ id: versions.id });
  return row!.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateVersion(db: Db, fields: VersionFields, id: number, version: number) {
  const rows = await db
    .update(versions)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(versions.id, id), eq(versions.version, version)))
    .returning({ id: versions.id });
  return rows.length > 0;
}

/** Screens whose formats list the version; read inside the delete's transaction. */
export async function screensUsing(db: Db, id: number) {
  const [row] = await db.select({ n: count() }).from(houseFormats).where(eq(houseFormats.formatId, id));
  return row?.n ?? 0;
}
