import { readAll } from '../../db/reads.js';
import { and, eq } from 'drizzle-orm';
import { scheduleFilmNotApproved, scheduleFormatNotSupported, scheduleVersionMismatch } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films, houseFormatIds, houses, priceTemplates, versions } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../platform/errors.js';

export const unknownHouse = '「スクリーン」にこの劇場で選択できないものが指定されています';
export const unknownFilm = '「作品」に選択できないものが指定されています';
export const unknownPriceTemplate = '「料金テンプレート」にこの劇場で選択できないものが指定されています';

export interface ScreeningRefs {
  filmId: number;
  houseId: number;
  languageVersionId: number;
  formatVersionId: number;
  priceTemplateId?: number | null;
}

export interface ResolvedRefs {
  film: { id: number; name: string; lengthMinutes: number; trailerMinutes: number; classification: string };
  house: { id: number; name: string; formatIds: number[] };
}

/**
 * What a screening names must belong to its cinema (or brand, for the film): an approved film,
 * a screen of the cinema, a language row and a format row of the cinema, a format the screen
 * supports, and a price template (when named) of the cinema. Every problem answers 400 on its field, all of them at once.
 */
export async function resolveRefs(
  db: Db,
  cinema: { id: number; brandId: number },
  r: ScreeningRefs,
): Promise<ResolvedRefs> {
  const template = r.priceTemplateId
    ? db
        .select({ id: priceTemplates.id })
        .from(priceTemplates)
        .where(and(eq(priceTemplates.id, r.priceTemplateId), eq(priceTemplates.cinemaId, cinema.id)))
    : Promise.resolve([{ id: null }]);
  const [[film], [house], [language], [format], [price]] = await readAll(
    db,
    () =>
      db
        .select({
          id: films.id,
          name: films.name,
          lengthMinutes: films.lengthMinutes,
          trailerMinutes: films.trailerMinutes,
          classification: films.classification,
          approvalStatus: films.approvalStatus,
        })
        .from(films)
        .where(and(eq(films.id, r.filmId), eq(films.brandId, cinema.brandId))),
    () =>
      db
        .select({ id: houses.id, name: houses.name, formatIds: houseFormatIds })
        .from(houses)
        .where(and(eq(houses.id, r.houseId), eq(houses.cinemaId, cinema.id))),
    () =>
      db
        .select({ id: versions.id })
        .from(versions)
        .where(
          and(eq(versions.id, r.languageVersionId), eq(versions.cinemaId, cinema.id), eq(versions.kind, 'language')),
        ),
    () =>
      db
        .select({ id: versions.id })
        .from(versions)
        .where(and(eq(versions.id, r.formatVersionId), eq(versions.cinemaId, cinema.id), eq(versions.kind, 'format'))),
    () => template,
  );
  const issues: { field: string; message: string }[] = [];
  if (!film) issues.push({ field: 'filmId', message: unknownFilm });
  else if (film.approvalStatus !== 'approved') issues.push({ field: 'filmId', message: scheduleFilmNotApproved });
  if (!house) issues.push({ field: 'houseId', message: unknownHouse });
  if (!language) issues.push({ field: 'languageVersionId', message: scheduleVersionMismatch });
  if (!format) issues.push({ field: 'formatVersionId', message: scheduleVersionMismatch });
  else if (house && !house.formatIds.includes(format.id))
    issues.push({ field: 'formatVersionId', message: scheduleFormatNotSupported });
  if (!price) issues.push({ field: 'priceTemplateId', message: unknownPriceTemplate });
  if (issues.length === 1) throw invalidField(issues[0]!.field, issues[0]!.message);
  if (issues.length > 1) throw new AppError('validation_failed', issues[0]!.message, issues);
  return { film: film!, house: house! };
}
