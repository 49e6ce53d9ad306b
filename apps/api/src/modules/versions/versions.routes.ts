import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
  versionCreateBody,
  versionListQuery,
  versionRecord,
  versionScreenKinds,
  versionUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findVersion, listVersions } from './versions.repository.js';
import { createVersion, deleteVersion, saveVersion } from './versions.service.js';

// Writes and detail belong to the two cinema screens; both share module 'performance' and
// roles ['cinema'] in the registry, so /version-management's entry stands for both.
const write = (permission: 'create' | 'update' | 'delete') => screenAccess('/version-management', permission);

export const versionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The lists also feed pickers on other screens (a screen's formats on /house, later price
  // rules and coupons), so any signed-in user may read them; cinemaFor keeps each caller to
  // the cinemas of their scope (another tenant's cinema answers 404).
  const lists = [
    ['/api/version/list', versionScreenKinds.management],
    ['/api/otherVersion/List', versionScreenKinds.other],
  ] as const;
  for (const [url, defaultKinds] of lists) {
    app.get(
      url,
      { config: { access: sessionAccess }, schema: { querystring: versionListQuery, response: { 200: envelope(listOf(versionRecord)) } } },
      async (req) => {
        const p = principalOf(req);
        const cinema = await cinemaFor(db, p, req.query.cinemaId);
        return ok(await listVersions(db, p.scope, cinema.id, req.query.kinds ?? defaultKinds, req.query));
      },
    );
  }

  app.get(
    '/api/version/detail/:id',
    { config: { access: screenAccess('/version-management') }, schema: { params: idParams, response: { 200: envelope(versionRecord) } } },
    async (req) => {
      const found = await findVersion(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/version/create',
    { config: { access: write('create') }, schema: { body: versionCreateBody, response: { 200: envelope(versionRecord) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createVersion(db, req, p, req.body);
      return ok((await findVersion(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/version/update',
    { config: { access: write('update') }, schema: { body: versionUpdateBody, response: { 200: envelope(versionRecord) } } },
    async (req) => {
      const p = principalOf(req);
      await saveVersion(db, req, p, req.body);
      return ok((await findVersion(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/version/delete/:id',
    { config: { access: write('delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteVersion(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
