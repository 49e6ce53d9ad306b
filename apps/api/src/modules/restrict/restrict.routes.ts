import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParams,
  ja,
  lateHourRule,
  lateHourRuleBody,
  lateHourRuleQuery,
  listOf,
  okEnvelope,
  restrictCode,
  restrictCreateBody,
  restrictListQuery,
  restrictUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { done, ok } from '../../platform/http.js';
import { findRestrictCode } from './restrict.repository.js';
import {
  createRestrictCode,
  deleteRestrictCode,
  lateHourRuleFor,
  listForCinema,
  saveLateHourRule,
  saveRestrictCode,
} from './restrict.service.js';

// /restrict is a cinema screen (roles ['cinema'], module 'film'): every call works on the cinema
// chosen in the session or named by cinemaId, checked by cinemaFor.
const access = (permission?: 'create' | 'update' | 'delete') => screenAccess('/restrict', permission);

export const restrictRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/restrict/list',
    { config: { access: access() }, schema: { querystring: restrictListQuery, response: { 200: envelope(listOf(restrictCode)) } } },
    async (req) => ok(await listForCinema(db, principalOf(req), req.query)),
  );

  app.post(
    '/api/restrict/create',
    { config: { access: access('create') }, schema: { body: restrictCreateBody, response: { 200: envelope(restrictCode) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createRestrictCode(db, req, p, req.body);
      return ok((await findRestrictCode(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/restrict/update',
    { config: { access: access('update') }, schema: { body: restrictUpdateBody, response: { 200: envelope(restrictCode) } } },
    async (req) => {
      const p = principalOf(req);
      await saveRestrictCode(db, req, p, req.body);
      return ok((await findRestrictCode(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/restrict/delete/:id',
    { config: { access: access('delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteRestrictCode(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );

  app.get(
    '/api/restrict/lateHourRule',
    { config: { access: access() }, schema: { querystring: lateHourRuleQuery, response: { 200: envelope(lateHourRule) } } },
    async (req) => ok(await lateHourRuleFor(db, principalOf(req), req.query.cinemaId)),
  );

  app.put(
    '/api/restrict/lateHourRule',
    { config: { access: access('update') }, schema: { body: lateHourRuleBody, response: { 200: envelope(lateHourRule) } } },
    async (req) => ok(await saveLateHourRule(db, req, principalOf(req), req.body), ja.saved),
  );
};
