import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  findRoute,
  idParams,
  ja,
  listOf,
  movieTicket,
  movieTicketCreateBody,
  movieTicketListQuery,
  movieTicketLookupQuery,
  movieTicketUpdateBody,
  okEnvelope,
  type PermissionType,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, type Access } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findMovieTicket, listMovieTickets } from './movie-tickets.repository.js';
import { createMovieTicket, deleteMovieTicket, lookupMovieTicket, saveMovieTicket } from './movie-tickets.service.js';

// The 券種マスター is the brand's: head office keeps it in step with the ムビチケ contracts; cinema
// staff read it and look codes up at the counter, but one cinema must not change the chain's prices.
const headOffice = (permission: PermissionType): Access => ({
  kind: 'screen',
  roles: ['brand'],
  module: findRoute('/movie-ticket-master').module,
  permission,
});
const read = screenAccess('/movie-ticket-master');

export const movieTicketsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/movieTicket/list',
    { config: { access: read }, schema: { querystring: movieTicketListQuery, response: { 200: envelope(listOf(movieTicket)) } } },
    async (req) => ok(await listMovieTickets(db, principalOf(req).scope, req.query)),
  );

  app.get(
    '/api/movieTicket/detail/:id',
    { config: { access: read }, schema: { params: idParams, response: { 200: envelope(movieTicket) } } },
    async (req) => {
      const found = await findMovieTicket(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.get(
    '/api/movieTicket/lookup',
    { config: { access: read }, schema: { querystring: movieTicketLookupQuery, response: { 200: envelope(movieTicket) } } },
    async (req) => ok(await lookupMovieTicket(db, principalOf(req), req.query.code)),
  );

  app.post(
    '/api/movieTicket/create',
    { config: { access: headOffice('create') }, schema: { body: movieTicketCreateBody, response: { 200: envelope(movieTicket) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createMovieTicket(db, req, p, req.body);
      return ok((await findMovieTicket(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/movieTicket/update',
    { config: { access: headOffice('update') }, schema: { body: movieTicketUpdateBody, response: { 200: envelope(movieTicket) } } },
    async (req) => {
      const p = principalOf(req);
      await saveMovieTicket(db, req, p, req.body);
      return ok((await findMovieTicket(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/movieTicket/delete/:id',
    { config: { access: headOffice('delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteMovieTicket(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
