import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  house,
  houseCopyBody,
  houseCreateBody,
  houseListItem,
  houseListQuery,
  houseOption,
  houseUpdateBody,
  idParams,
  ja,
  listOf,
  okEnvelope,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findHouse, houseOptions, listHouses } from './houses.repository.js';
import { copyHouse, createHouse, deleteHouse, saveHouse } from './houses.service.js';

// Screens (スクリーン) and their seat plans, one cinema at a time: the explicit cinemaId or the session's.
export const housesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/house/list',
    { config: { access: screenAccess('/house') }, schema: { querystring: houseListQuery, response: { 200: envelope(listOf(houseListItem)) } } },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await listHouses(db, p.scope, cinema.id, req.query));
    },
  );

  // Pickers (schedules, reports) of any signed-in user choose among a cinema's screens.
  app.get(
    '/api/house/list-options',
    { config: { access: sessionAccess }, schema: { querystring: houseListQuery, response: { 200: envelope(listOf(houseOption)) } } },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await houseOptions(db, p.scope, cinema.id, req.query));
    },
  );

  app.get(
    '/api/house/detail/:id',
    { config: { access: screenAccess('/house') }, schema: { params: idParams, response: { 200: envelope(house) } } },
    async (req) => {
      const found = await findHouse(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/house/create',
    { config: { access: screenAccess('/house/create', 'create') }, schema: { body: houseCreateBody, response: { 200: envelope(house) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createHouse(db, req, p, req.body);
      return ok((await findHouse(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/house/update',
    { config: { access: screenAccess('/house/update/:id', 'update') }, schema: { body: houseUpdateBody, response: { 200: envelope(house) } } },
    async (req) => {
      const p = principalOf(req);
      await saveHouse(db, req, p, req.body);
      return ok((await findHouse(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.post(
    '/api/house/copy',
    { config: { access: screenAccess('/house/create', 'create') }, schema: { body: houseCopyBody, response: { 200: envelope(house) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await copyHouse(db, req, p, req.body);
      return ok((await findHouse(db, p.scope, id))!, ja.created);
    },
  );

  app.delete(
    '/api/house/delete/:id',
    { config: { access: screenAccess('/house', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteHouse(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
