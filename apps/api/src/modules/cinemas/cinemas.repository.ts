import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  Cinema,
  CinemaCreateBody,
  CinemaListMapQuery,
  CinemaListQuery,
  CinemaUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountCinemas, brands, cinemas } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { containsPattern, p, preparedRead, scopeValues, scopeWhereP } from '../../platform/prepared.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

type CinemaFields = Omit<CinemaCreateBody, 'brandId'>;

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const screenCount = sql<number>`(select count(*)::int from houses h where h.cinema_id = "cinemas"."id")`;

const selectAll = { ...getTableColumns(cinemas), brandName: brands.name, brandCode: brands.code, screenCount };

type Row = typeof cinemas.$inferSelect & { brandName: string; brandCode: string; screenCount: number };

const toCinema = (r: Row): Cinema => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: cinemas.brandId, cinemaId: cinemas.id });

// A brand's own display order first; superAdmin sees brands one after another.
const defaultOrder = [asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.id)];

const sortable = { code: cinemas.code, name: cinemas.name, status: cinemas.status, createdAt: cinemas.createdAt };

/** The cinema list, prepared per shape (filters set, order): it is the console's busiest list. */
const cinemaPage = preparedRead(
  'cinema_list',
  ({ scope, q }: { scope: Scope; q: CinemaListQuery }) => ({
    scope: scope.kind,
    keyword: !!q.keyword,
    brandId: !!q.brandId,
    status: !!q.status,
    prefectureCode: !!q.prefectureCode,
    sortField: q.sortField,
    sortOrder: q.sortOrder,
  }),
  (db, shape) =>
    db
      .select({ ...selectAll, total: totalCount })
      .from(cinemas)
      .innerJoin(brands, eq(brands.id, cinemas.brandId))
      .where(
        and(
          ...scopeWhereP(shape.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }),
          shape.keyword
            ? or(
                ilike(cinemas.name, p('keyword')),
                ilike(cinemas.code, p('keyword')),
                ilike(cinemas.nameKana, p('keyword')),
              )
            : undefined,
          shape.brandId ? eq(cinemas.brandId, p('brandId')) : undefined,
          shape.status ? eq(cinemas.status, p('status')) : undefined,
          shape.prefectureCode ? eq(cinemas.prefectureCode, p('prefectureCode')) : undefined,
        ),
      )
      .orderBy(
        ...orderBy(
          {
            sortField: shape.sortField,
            sortOrder: shape.sortOrder,
          },
          sortable,
          defaultOrder,
        ),
      )
      .limit(p('limit'))
      .offset(p('offset')),
  ({ scope, q }) => ({
    ...scopeValues(scope),
    keyword: q.keyword ? containsPattern(q.keyword) : null,
    brandId: q.brandId ?? null,
    status: q.status ?? null,
    prefectureCode: q.prefectureCode ?? null,
    ...pageOf(q),
  }),
);

export async function listCinemas(db: Db, scope: Scope, q: CinemaListQuery) {
  const rows = await cinemaPage(db, { scope, q });
  const where = () =>
    and(
      scoped(scope),
      keywordWhere(q.keyword, [cinemas.name, cinemas.code, cinemas.nameKana]),
      q.brandId ? eq(cinemas.brandId, q.brandId) : undefined,
      q.status ? eq(cinemas.status, q.status) : undefined,
      q.prefectureCode ? eq(cinemas.prefectureCode, q.prefectureCode) : undefined,
    );
  return pageAnswer(rows, q, toCinema, () => countWhere(db, cinemas, where()));
}

export async function findCinema(db: Db, scope: Scope, id: number): Promise<Cinema | null> {
  const [row] = await db
    .select(selectAll)
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(and(eq(cinemas.id, id), scoped(scope)));
  return row ? toCinema(row) : null;
}

export const cinemaOptions = (db: Db, scope: Scope, q: CinemaListMapQuery) =>
  db
    .select({ id: cinemas.id, name: cinemas.name, code: cinemas.code, brandId: cinemas.brandId })
    .from(cinemas)
    .where(
      and(
        scoped(scope),
        q.brandId ? eq(cinemas.brandId, q.brandId) : undefined,
        q.cinemaIds?.length ? inArray(cinemas.id, q.cinemaIds) : undefined,
      ),
    )
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));

export async function insertCinema(db: Db, brandId: number, fields: CinemaFields) {
  const row = one(
    await db
      .insert(cinemas)
      .values({ ...fields, brandId })
      .returning({ id: cinemas.id }),
    'cinema',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateCinema(
  db: Db,
  fields: Omit<CinemaUpdateBody, 'id' | 'version'>,
  id: number,
  version: number,
) {
  const rows = await db
    .update(cinemas)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(cinemas.id, id), eq(cinemas.version, version)))
    .returning({ id: cinemas.id });
  return rows.length > 0;
}

export async function assignedAccountCount(db: Db, cinemaId: number) {
  const [row] = await db.select({ n: count() }).from(accountCinemas).where(eq(accountCinemas.cinemaId, cinemaId));
  return row?.n ?? 0;
}

export async function brandExists(db: Db, brandId: number) {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return !!row;
}
