import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { filmAlreadyApproved, filmHasScreenings, type FilmCreateBody, type FilmUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { conflict, invalidField, noPermission, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite } from '../../platform/scope.js';
import { approveFilmRow, brandDistributor, findFilm, insertFilm, updateFilm, type FilmOwner, type FilmWrite } from './films.repository.js';
import { registerFilmImageLinks, resolveFilmImages } from './films.images.js';
import { screeningCount } from '../schedules/schedules.repository.js';

export const unknownDistributor = '「配給会社」に選択できないものが指定されています';
export const workIdInUse = 'この作品IDはすでに使用されています。';
export const approveOnlyByBrand = '作品を承認できるのは本部のアカウントだけです。';

// A work ID is unique within its brand; the database's index catches a race the same way.
const guardWorkId = uniqueGuard({ films_brand_work_id_uq: ['workId', workIdInUse] });

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
  return { write: write as FilmWrite, terms: filmFeeTerms };
};

/**
 * A film registered by cinema staff waits for head office's approval; head office's own films
 * are approved as they are registered.
 */
function ownerOf(p: Principal, brandId: number): FilmOwner {
  if (p.account.type === 'cinema')
    return { brandId, approvalStatus: 'pending', approvedAt: null, approvedBy: null, createdByCinemaId: p.cinemaId };
  return { brandId, approvalStatus: 'approved', approvedAt: new Date(), approvedBy: p.account.id, createdByCinemaId: null };
}

export async function createFilm(db: Db, req: FastifyRequest, p: Principal, body: FilmCreateBody) {
  const brandId = brandForWrite(p.scope, null);
  await checkDistributor(db, brandId, body.distributorId);
  const { external, ...images } = await resolveFilmImages(db, brandId, body);
  const { write, terms } = split({ ...body, ...images });
  const owner = ownerOf(p, brandId);
  return guardWorkId(() =>
    db.transaction(async (tx) => {
      const id = await insertFilm(tx, owner, write, terms);
      await registerFilmImageLinks(tx, brandId, external);
      await audit(tx, req, {
        action: 'create',
        entity: 'film',
        entityId: id,
        brandId,
        summary: body.name,
        detail: { approvalStatus: owner.approvalStatus },
      });
      return id;
    }),
  );
}

/** Edits keep the approval state: approval is about the film being real, not about each wording. */
export async function saveFilm(db: Db, req: FastifyRequest, p: Principal, body: FilmUpdateBody) {
  const current = await findFilm(db, p.scope, body.id);
  if (!current) throw notFound();
  await checkDistributor(db, current.brandId, body.distributorId);
  const { external, ...images } = await resolveFilmImages(db, current.brandId, body);
  const { write, terms } = split({ ...body, ...images });
  await guardWorkId(() =>
    db.transaction(async (tx) => {
      if (!(await updateFilm(tx, current.brandId, body.id, body.version, write, terms))) throw staleVersion();
      await registerFilmImageLinks(tx, current.brandId, external);
      await audit(tx, req, { action: 'update', entity: 'film', entityId: body.id, brandId: current.brandId, summary: body.name });
    }),
  );
}

export async function deleteFilm(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findFilm(db, p.scope, id);
  if (!current) throw notFound();
  if (await filmInUse(db, id)) throw conflict(filmHasScreenings);
  await db.transaction(async (tx) => {
    await tx.delete(films).where(eq(films.id, id));
    await audit(tx, req, { action: 'delete', entity: 'film', entityId: id, brandId: current.brandId, summary: current.name });
  });
}

/** Head office (a brand account, or superAdmin acting as one) approves a cinema's film. */
export async function approveFilm(db: Db, req: FastifyRequest, p: Principal, id: number) {
  if (p.account.type !== 'brand') throw noPermission(approveOnlyByBrand);
  const current = await findFilm(db, p.scope, id);
  if (!current) throw notFound();
  if (current.approvalStatus === 'approved') throw conflict(filmAlreadyApproved);
  await db.transaction(async (tx) => {
    if (!(await approveFilmRow(tx, id, current.version, p.account.id))) throw staleVersion();
    await audit(tx, req, {
      action: 'update',
      entity: 'film',
      entityId: id,
      brandId: current.brandId,
      summary: `${current.name}（承認）`,
      detail: { approvalStatus: 'approved' },
    });
  });
}
