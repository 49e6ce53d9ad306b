import type { FastifyRequest } from 'fastify';
import { ja, type MovieTicketCreateBody, type MovieTicketUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { AppError, notFound, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite, scopeBrandId } from '../../platform/scope.js';
import {
  findMovieTicket,
  findMovieTicketByCode,
  insertMovieTicket,
  removeMovieTicket,
  updateMovieTicket,
} from './movie-tickets.repository.js';

// A ticket code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({ movie_tickets_brand_code_uq: ['code', ja.codeInUse] });

// SPEC.md section 8: "ticket master was updated, reload and retry".
const stale = () => new AppError('stale_version', ja.movieTicketStale);
const unknownCode = () => new AppError('moviTicketNotFound', ja.moviTicketNotFound);

// 0101 ムビチケ一般: what the audit log names.
const summary = (t: { code: string; name: string }) => `${t.code} ${t.name}`;

export async function createMovieTicket(db: Db, req: FastifyRequest, p: Principal, body: MovieTicketCreateBody) {
  const brandId = brandForWrite(p.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertMovieTicket(tx, brandId, body);
      await audit(tx, req, { action: 'create', entity: 'movieTicket', entityId: id, brandId, summary: summary(body) });
      return id;
    }),
  );
}

export async function saveMovieTicket(db: Db, req: FastifyRequest, p: Principal, body: MovieTicketUpdateBody) {
  const current = await findMovieTicket(db, p.scope, body.id);
  if (!current) throw notFound();
  const { id, version, ...fields } = body;
  await guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateMovieTicket(tx, fields, id, version))) throw stale();
      await audit(tx, req, { action: 'update', entity: 'movieTicket', entityId: id, brandId: current.brandId, summary: summary(fields) });
    }),
  );
}

export async function deleteMovieTicket(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findMovieTicket(db, p.scope, id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    await removeMovieTicket(tx, id);
    await audit(tx, req, { action: 'delete', entity: 'movieTicket', entityId: id, brandId: current.brandId, summary: summary(current) });
  });
}

/** The ticket a presented ムビチケ code stands for, in the caller's brand; unknown → moviTicketNotFound. */
export async function lookupMovieTicket(db: Db, p: Principal, code: string) {
  const brandId = scopeBrandId(p.scope);
  const found = brandId == null ? null : await findMovieTicketByCode(db, brandId, code);
  if (!found) throw unknownCode();
  return found;
}
