import { and, asc, eq, getTableColumns, gte, lte, or, sql } from 'drizzle-orm';
import {
  one,
  toKatakana,
  type ApprovalStatus,
  type Film,
  type FilmCreateBody,
  type FilmFeeTerm,
  type FilmListItem,
  type FilmListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, cinemas, clients, filmFeeTerms, films } from '../../db/schema/index.js';
import { countWhere, iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

/** What a save writes to the film row (the fee terms go to their own table). */
export type FilmWrite = Omit<FilmCreateBody, 'filmFeeTerms'>;

export const scopedFilms = (scope: Scope) => tenantWhere(scope, { brandId: films.brandId });

const { synopsis, profile, workRemarks, stillImages, cast, ...listTableColumns } = getTableColumns(films);
void [synopsis, profile, workRemarks, stillImages, cast];
const joined = {
  distributorName: clients.name,
  approvedByName: accounts.displayName,
  createdByCinemaName: cinemas.name,
};

type Dated = { approvedAt: Date | null; returnedAt: Date | null; createdAt: Date; updatedAt: Date };
const dates = <T extends Dated>(r: T) => ({
  ...r,
  approvedAt: iso(r.approvedAt),
  returnedAt: iso(r.returnedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const listSelect = { ...listTableColumns, ...joined };
const fullSelect = { ...getTableColumns(films), ...joined };

// Head office's display order first (unset last), then the kana reading.
const defaultOrder = [sql`${films.displayOrder} asc nulls last`, asc(films.nameKana), asc(films.id)];

/** name and original name as typed; the kana column with the keyword folded to katakana too. */
function filmKeyword(keyword: string | undefined) {
  if (!keyword) return undefined;
  return or(
    keywordWhere(keyword, [films.name, films.originalName, films.nameKana]),
    keywordWhere(toKatakana(keyword), [films.nameKana]),
  );
}

export async function listFilms(db: Db, scope: Scope, q: FilmListQuery) {
  const where = and(
    scopedFilms(scope),
    filmKeyword(q.keyword),
    q.releaseFrom ? gte(films.releaseDate, q.releaseFrom) : undefined,
    q.releaseTo ? lte(films.releaseDate, q.releaseTo) : undefined,
    q.classification ? eq(films.classification, q.classification) : undefined,
    q.distributorId ? eq(films.distributorId, q.distributorId) : undefined,
    q.approvalStatus ? eq(films.approvalStatus, q.approvalStatus) : undefined,
  );
  const sortable = {
    nameKana: films.nameKana,
    releaseDate: films.releaseDate,
    displayOrder: films.displayOrder,
    updatedAt: films.updatedAt,
  };
  const rows = await db
    .select({ ...listSelect, total: totalCount })
    .from(films)
    .leftJoin(clients, eq(clients.id, films.distributorId))
    .leftJoin(accounts, eq(accounts.id, films.approvedBy))
    .leftJoin(cinemas, eq(cinemas.id, films.createdByCinemaId))
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r): FilmListItem => dates(r),
    () => countWhere(db, films, where),
  );
}

/** Approved films only: what schedules may pick. */
export const filmOptions = (db: Db, scope: Scope, keyword?: string) =>
  db
    .select({ id: films.id, name: films.name })
    .from(films)
    .where(and(scopedFilms(scope), eq(films.approvalStatus, 'approved'), filmKeyword(keyword)))
    .orderBy(...defaultOrder);

export const filmNames = (db: Db, scope: Scope, keyword?: string) =>
  db
    .select({
      id: films.id,
      name: films.name,
      nameKana: films.nameKana,
      lengthMinutes: films.lengthMinutes,
      trailerMinutes: films.trailerMinutes,
      approvalStatus: films.approvalStatus,
    })
    .from(films)
    .where(and(scopedFilms(scope), filmKeyword(keyword)))
    .orderBy(asc(films.nameKana), asc(films.id));

export async function feeTermsOf(db: Db, filmId: number): Promise<FilmFeeTerm[]> {
  return db
    .select({
      category: filmFeeTerms.category,
      rate: filmFeeTerms.rate,
      periodStart: filmFeeTerms.periodStart,
      periodEnd: filmFeeTerms.periodEnd,
    })
    .from(filmFeeTerms)
    .where(eq(filmFeeTerms.filmId, filmId))
    .orderBy(asc(filmFeeTerms.sortOrder), asc(filmFeeTerms.id));
}

export async function findFilm(db: Db, scope: Scope, id: number): Promise<Film | null> {
  const [row] = await db
    .select(fullSelect)
    .from(films)
    .leftJoin(clients, eq(clients.id, films.distributorId))
    .leftJoin(accounts, eq(accounts.id, films.approvedBy))
    .leftJoin(cinemas, eq(cinemas.id, films.createdByCinemaId))
    .where(and(eq(films.id, id), scopedFilms(scope)));
  if (!row) return null;
  return { ...dates(row), filmFeeTerms: await feeTermsOf(db, id) };
}

export interface FilmOwner {
  brandId: number;
  approvalStatus: ApprovalStatus;
  approvedAt: Date | null;
  approvedBy: number | null;
  createdByCinemaId: number | null;
}

async function writeTerms(db: Db, brandId: number, filmId: number, terms: FilmFeeTerm[]) {
  await db.delete(filmFeeTerms).where(eq(filmFeeTerms.filmId, filmId));
  if (terms.length)
    await db.insert(filmFeeTerms).values(terms.map((t, i) => ({ ...t, brandId, filmId, sortOrder: i })));
}

export async function insertFilm(db: Db, owner: FilmOwner, w: FilmWrite, terms: FilmFeeTerm[]) {
  const row = one(
    await db
      .insert(films)
      .values({ ...w, ...owner })
      .returning({ id: films.id }),
    'film',
  );
  await writeTerms(db, owner.brandId, row.id, terms);
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateFilm(
  db: Db,
  brandId: number,
  id: number,
  version: number,
  w: FilmWrite,
  terms: FilmFeeTerm[],
) {
  const rows = await db
    .update(films)
    .set({ ...w, version: version + 1, updatedAt: new Date() })
    .where(and(eq(films.id, id), eq(films.version, version)))
    .returning({ id: films.id });
  if (rows.length === 0) return false;
  await writeTerms(db, brandId, id, terms);
  return true;
}

/** The review state a decision (承認, 差し戻し) or a resubmission writes. */
export type FilmReview = Pick<
  typeof films.$inferInsert,
  'approvalStatus' | 'approvedAt' | 'approvedBy' | 'returnReason' | 'returnedAt'
>;

/** Writes a review decision when the version still matches; answers false when someone else saved first. */
export async function reviewFilmRow(db: Db, id: number, version: number, review: FilmReview) {
  const rows = await db
    .update(films)
    .set({ ...review, version: version + 1, updatedAt: new Date() })
    .where(and(eq(films.id, id), eq(films.version, version)))
    .returning({ id: films.id });
  return rows.length > 0;
}

/** Films of the scope waiting for approval (the 作品 menu's badge). */
export async function pendingFilms(db: Db, scope: Scope) {
  return countWhere(db, films, and(scopedFilms(scope), eq(films.approvalStatus, 'pending')));
}

/** Whether this is one of the brand's 取引先 with role 配給会社 (films name only their own brand's). */
export async function brandDistributor(db: Db, brandId: number, id: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.brandId, brandId), eq(clients.role, 'distributor')));
  return !!row;
}
