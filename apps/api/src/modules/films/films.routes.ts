import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  film,
  filmApproved,
  filmCreateBody,
  filmListItem,
  filmListQuery,
  filmNameItem,
  filmOption,
  filmUpdateBody,
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
import { filmNames, filmOptions, findFilm, listFilms } from './films.repository.js';
import { approveFilm, createFilm, deleteFilm, saveFilm } from './films.service.js';

const pickerQuery = z.object({ keyword: z.string().trim().max(100).optional() });

// The film master (作品): brand rows, read and written by head office and cinema staff alike.
export const filmsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/film/list',
    {
      config: { access: screenAccess('/movie') },
      schema: { querystring: filmListQuery, response: { 200: envelope(listOf(filmListItem)) } },
    },
    async (req) => ok(await listFilms(db, principalOf(req).scope, req.query)),
  );

  // Pickers of any signed-in user: schedules choose among approved films only.
  app.get(
    '/api/film/listMap',
    { config: { access: sessionAccess }, schema: { querystring: pickerQuery, response: { 200: envelope(z.array(filmOption)) } } },
    async (req) => ok(await filmOptions(db, principalOf(req).scope, req.query.keyword)),
  );

  // SPEC's spelling. Every film of the brand with its length and approval state.
  app.get(
    '/api/film/creatFilmNameList',
    { config: { access: sessionAccess }, schema: { querystring: pickerQuery, response: { 200: envelope(z.array(filmNameItem)) } } },
    async (req) => ok(await filmNames(db, principalOf(req).scope, req.query.keyword)),
  );

  app.get(
    '/api/film/detail/:id',
    { config: { access: screenAccess('/movie') }, schema: { params: idParams, response: { 200: envelope(film) } } },
    async (req) => {
      const found = await findFilm(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/film/create',
    { config: { access: screenAccess('/movie/create', 'create') }, schema: { body: filmCreateBody, response: { 200: envelope(film) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createFilm(db, req, p, req.body);
      return ok((await findFilm(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/film/update',
    {
      config: { access: screenAccess('/movie/update/:id', 'update') },
      schema: { body: filmUpdateBody, response: { 200: envelope(film) } },
    },
    async (req) => {
      const p = principalOf(req);
      await saveFilm(db, req, p, req.body);
      return ok((await findFilm(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/film/delete/:id',
    { config: { access: screenAccess('/movie', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteFilm(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );

  // Head office only (checked in the service): the film becomes schedulable.
  app.post(
    '/api/film/approve/:id',
    { config: { access: screenAccess('/movie/update/:id', 'update') }, schema: { params: idParams, response: { 200: envelope(film) } } },
    async (req) => {
      const p = principalOf(req);
      await approveFilm(db, req, p, req.params.id);
      return ok((await findFilm(db, p.scope, req.params.id))!, filmApproved);
    },
  );
};
