import { filmHasScreenings, type FilmCreateBody, type FilmUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { brandForWrite } from '../../platform/scope.js';
import {
  brandDistributor,
  findFilm,
  insertFilm,
  reviewFilmRow,
  updateFilm,
  type FilmOwner,
} from './films.repository.js';
import { registerFilmImageLinks, resolveFilmImages } from './films.images.js';
import { screeningCount } from '../schedules/index.js';
import { mayApproveFilms, resubmitted } from './films.review.js';

export const unknownDistributor = '「配給会社」に選択できないものが指定されています';
export const workIdInUse = 'この作品IDはすでに使用されています。';

// A work ID is unique within its brand; the database's index catches a race the same way.
// A distributor deleted between the check and the write: the foreign key answers 400 on the field.
const guardWorkId = uniqueGuard({
  films_brand_work_id_uq: ['workId', workIdInUse],
  films_distributor_id_clients_id_fk: ['distributorId', unknownDistributor],
});

/** Whether schedules have screenings (any status) of the film, so deleting it would orphan them. */
export async function filmInUse(db: Db, filmId: number): Promise<boolean> {
  return (await screeningCount(db, { filmId })) > 0;
}

async function checkDistributor(db: Db, brandId: number, distributorId: number | null) {
  if (distributorId != null && !(await brandDistributor(db, brandId, distributorId)))
    throw invalidField('distributorId', unknownDistributor);
}

const split = (b: FilmCreateBody | FilmUpdateBody) => {
  const { filmFeeTerms, ...rest } = b;
  const { id: _id, version: _version, ...write } = rest as typeof rest & { id?: number; version?: number };
  return { write, terms: filmFeeTerms };
};

/**
 * A film registered by cinema staff (or a head-office role without 作品の承認) waits for approval;
 * the films of those who approve are approved as they are registered.
 */
function ownerOf(actor: Actor, brandId: number): FilmOwner {
  if (!mayApproveFilms(actor))
    return {
      brandId,
      approvalStatus: 'pending',
      approvedAt: null,
      approvedBy: null,
      createdByCinemaId: actor.account.type === 'cinema' ? actor.cinemaId : null,
    };
  return {
    brandId,
    approvalStatus: 'approved',
    approvedAt: new Date(),
    approvedBy: actor.account.id,
    createdByCinemaId: null,
  };
}

export async function createFilm(db: Db, actor: Actor, body: FilmCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  await checkDistributor(db, brandId, body.distributorId);
  const { external, ...images } = await resolveFilmImages(db, brandId, body);
  const { write, terms } = split({ ...body, ...images });
  const owner = ownerOf(actor, brandId);
  return guardWorkId(() =>
    db.transaction(async (tx) => {
      const id = await insertFilm(tx, owner, write, terms);
      await registerFilmImageLinks(tx, brandId, external);
      await audit(tx, actor, {
        action: 'create',
        entity: 'film',
        entityId: id,
        brandId,
        summary: body.name,
        detail: { approvalStatus: owner.approvalStatus },
      });
      return found(await findFilm(tx, actor.scope, id));
    }),
  );
}

/**
 * Edits keep the approval state (approval is about the film being real, not about each wording),
 * except that a film sent back (差し戻し) and edited by its cinema waits for approval again.
 */
export async function saveFilm(db: Db, actor: Actor, body: FilmUpdateBody) {
  const current = found(await findFilm(db, actor.scope, body.id));
  await checkDistributor(db, current.brandId, body.distributorId);
  const { external, ...images } = await resolveFilmImages(db, current.brandId, body);
  const { write, terms } = split({ ...body, ...images });
  return guardWorkId(() =>
    db.transaction(async (tx) => {
      if (!(await updateFilm(tx, current.brandId, body.id, body.version, write, terms))) throw staleVersion();
      const again = resubmitted(actor, current.approvalStatus);
      if (again) await reviewFilmRow(tx, body.id, body.version + 1, again);
      await registerFilmImageLinks(tx, current.brandId, external);
      await audit(tx, actor, {
        action: 'update',
        entity: 'film',
        entityId: body.id,
        brandId: current.brandId,
        summary: again ? `${body.name}（再申請）` : body.name,
        ...(again ? { detail: { approvalStatus: 'pending' } } : {}),
      });
      return found(await findFilm(tx, actor.scope, body.id));
    }),
  );
}

export async function deleteFilm(db: Db, actor: Actor, id: number) {
  const current = found(await findFilm(db, actor.scope, id));
  if (await filmInUse(db, id)) throw conflict(filmHasScreenings);
  await removeAudited(db, actor, {
    table: films,
    idColumn: films.id,
    id,
    entry: { entity: 'film', brandId: current.brandId, summary: current.name },
    inUse: filmHasScreenings,
  });
}
