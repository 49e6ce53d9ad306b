import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cinema,
  cinemaCreateBody,
  cinemaListMapQuery,
  cinemaListQuery,
  cinemaOption,
  cinemaUpdateBody,
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { cinemaOptions, findCinema, listCinemas } from './cinemas.repository.js';
import { createCinema, deleteCinema, saveCinema } from './cinemas.service.js';

export const cinemasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/cinema/list',
    { config: { access: screenAccess('/cinema') }, schema: { querystring: cinemaListQuery, response: { 200: envelope(listOf(cinema)) } } },
    async (req) => ok(await listCinemas(db, principalOf(req).scope, req.query)),
  );

  // Every signed-in user picks among the cinemas of their scope (header selector, search forms).
  app.get(
    '/api/cinema/listMap',
    { config: { access: sessionAccess }, schema: { querystring: cinemaListMapQuery, response: { 200: envelope(z.array(cinemaOption)) } } },
    async (req) => ok(await cinemaOptions(db, principalOf(req).scope, req.query)),
  );

  app.get(
    '/api/cinema/detail/:id',
    { config: { access: screenAccess('/cinema') }, schema: { params: idParams, response: { 200: envelope(cinema) } } },
    async (req) => {
      const found = await findCinema(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/cinema/create',
    { config: { access: screenAccess('/cinema/create', 'create') }, schema: { body: cinemaCreateBody, response: { 200: envelope(cinema) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createCinema(db, req, p, req.body);
      return ok((await findCinema(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/cinema/update',
    { config: { access: screenAccess('/cinema/update/:id', 'update') }, schema: { body: cinemaUpdateBody, response: { 200: envelope(cinema) } } },
    async (req) => {
      const p = principalOf(req);
      await saveCinema(db, req, p, req.body);
      return ok((await findCinema(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/cinema/delete/:id',
    { config: { access: screenAccess('/cinema', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteCinema(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
