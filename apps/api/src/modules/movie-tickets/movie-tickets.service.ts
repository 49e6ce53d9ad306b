import { ja, type MovieTicketCreateBody, type MovieTicketUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { movieTickets } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { AppError, found, uniqueGuard } from '../../platform/errors.js';
import { brandForWrite, scopeBrandId } from '../../platform/scope.js';
import {
  findMovieTicket,
  findMovieTicketByCode,
  insertMovieTicket,
  updateMovieTicket,
} from './movie-tickets.repository.js';

// A ticket code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({ movie_tickets_brand_code_uq: ['code', ja.codeInUse] });

// "ticket master was updated, reload and retry" (docs/api-conventions.md, "errors").
const stale = () => new AppError('stale_version', ja.movieTicketStale);
const unknownCode = () => new AppError('moviTicketNotFound', ja.moviTicketNotFound);

// 0101 ムビチケ一般: what the audit log names.
const summary = (t: { code: string; name: string }) => `${t.code} ${t.name}`;

export async function createMovieTicket(db: Db, actor: Actor, body: MovieTicketCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertMovieTicket(tx, brandId, body);
      await audit(tx, actor, {
        action: 'create',
        entity: 'movieTicket',
        entityId: id,
        brandId,
        summary: summary(body),
      });
      return found(await findMovieTicket(tx, actor.scope, id));
    }),
  );
}

export async function saveMovieTicket(db: Db, actor: Actor, body: MovieTicketUpdateBody) {
  const current = found(await findMovieTicket(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateMovieTicket(tx, fields, id, version))) throw stale();
      await audit(tx, actor, {
        action: 'update',
        entity: 'movieTicket',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findMovieTicket(tx, actor.scope, id));
    }),
  );
}

export async function deleteMovieTicket(db: Db, actor: Actor, id: number) {
  const current = found(await findMovieTicket(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: movieTickets,
    idColumn: movieTickets.id,
    id,
    entry: { entity: 'movieTicket', brandId: current.brandId, summary: summary(current) },
  });
}

/** The ticket a presented ムビチケ code stands for, in the caller's brand; unknown → moviTicketNotFound. */
export async function lookupMovieTicket(db: Db, actor: Actor, code: string) {
  const brandId = scopeBrandId(actor.scope);
  const ticket = brandId == null ? null : await findMovieTicketByCode(db, brandId, code);
  if (!ticket) throw unknownCode();
  return ticket;
}
