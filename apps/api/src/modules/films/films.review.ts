import { approveOnlyByBrand, filmAlreadyApproved, filmNotPending, type FilmReturnBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, noPermission, staleVersion } from '../../platform/errors.js';
import { findFilm, reviewFilmRow, type FilmReview } from './films.repository.js';

// 作品の承認・差し戻し: a film cinema staff register waits for head office. Deciding is its own
// permission (作品の承認, film: approve), held by head office roles: an admin role holds it.

/** Whether the actor decides on films: a head-office account whose role has 作品の承認. */
export const mayApproveFilms = (actor: Actor) =>
  actor.account.type === 'brand' && actor.permissionMap.film?.includes('approve') === true;

async function decide(db: Db, actor: Actor, id: number, review: FilmReview, version?: number) {
  if (!mayApproveFilms(actor)) throw noPermission(approveOnlyByBrand);
  const current = found(await findFilm(db, actor.scope, id));
  if (current.approvalStatus === 'approved') throw conflict(filmAlreadyApproved);
  if (current.approvalStatus !== 'pending') throw conflict(filmNotPending);
  if (version !== undefined && version !== current.version) throw staleVersion();
  return db.transaction(async (tx) => {
    if (!(await reviewFilmRow(tx, id, current.version, review))) throw staleVersion();
    const returned = review.approvalStatus === 'returned';
    await audit(tx, actor, {
      action: 'update',
      entity: 'film',
      entityId: id,
      brandId: current.brandId,
      summary: `${current.name}（${returned ? '差し戻し' : '承認'}）`,
      detail: returned ? { approvalStatus: 'returned', reason: review.returnReason } : { approvalStatus: 'approved' },
    });
    return found(await findFilm(tx, actor.scope, id));
  });
}

/** Head office approves a cinema's film: it becomes schedulable. */
export const approveFilm = (db: Db, actor: Actor, id: number) =>
  decide(db, actor, id, {
    approvalStatus: 'approved',
    approvedAt: new Date(),
    approvedBy: actor.account.id,
    returnReason: null,
    returnedAt: null,
  });

/** Head office sends a cinema's film back with a reason; the cinema sees it and edits the film. */
export const sendBackFilm = (db: Db, actor: Actor, id: number, body: FilmReturnBody) =>
  decide(
    db,
    actor,
    id,
    {
      approvalStatus: 'returned',
      returnReason: body.reason,
      returnedAt: new Date(),
      approvedAt: null,
      approvedBy: null,
    },
    body.version,
  );

/** A film sent back and edited by its cinema waits for approval again. */
export const resubmitted = (actor: Actor, status: string): FilmReview | null =>
  status === 'returned' && !mayApproveFilms(actor)
    ? { approvalStatus: 'pending', returnReason: null, returnedAt: null }
    : null;
