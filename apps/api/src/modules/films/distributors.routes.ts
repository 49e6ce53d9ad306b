import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  distributor,
  distributorCreateBody,
  distributorListQuery,
  distributorOption,
  distributorUpdateBody,
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { done, ok } from '../../platform/http.js';
import { findDistributor, distributorOptions, listDistributors } from './distributors.repository.js';
import { createDistributor, deleteDistributor, saveDistributor } from './distributors.service.js';

// The distributor master (配給会社; SPEC's "filmmakers"), kept on the 作品 screen's permissions.
export const distributorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/filmmakers/listMap',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(z.array(distributorOption)) } } },
    async (req) => ok(await distributorOptions(db, principalOf(req).scope)),
  );

  app.get(
    '/api/filmmakers/list',
    {
      config: { access: screenAccess('/movie') },
      schema: { querystring: distributorListQuery, response: { 200: envelope(listOf(distributor)) } },
    },
    async (req) => ok(await listDistributors(db, principalOf(req).scope, req.query)),
  );

  app.post(
    '/api/filmmakers/create',
    {
      config: { access: screenAccess('/movie', 'create') },
      schema: { body: distributorCreateBody, response: { 200: envelope(distributor) } },
    },
    async (req) => {
      const p = principalOf(req);
      const id = await createDistributor(db, req, p, req.body);
      return ok((await findDistributor(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/filmmakers/update',
    {
      config: { access: screenAccess('/movie', 'update') },
      schema: { body: distributorUpdateBody, response: { 200: envelope(distributor) } },
    },
    async (req) => {
      const p = principalOf(req);
      await saveDistributor(db, req, p, req.body);
      return ok((await findDistributor(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/filmmakers/delete/:id',
    { config: { access: screenAccess('/movie', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteDistributor(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
