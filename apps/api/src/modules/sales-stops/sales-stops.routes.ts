import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
  salesStop,
  salesStopCreateBody,
  salesStopEndBody,
  salesStopListQuery,
  salesStopUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findSalesStop, listSalesStops } from './sales-stops.repository.js';
import { createSalesStop, deleteSalesStop, endSalesStop, saveSalesStop } from './sales-stops.service.js';

const access = (permission?: 'create' | 'update' | 'delete') => screenAccess('/setting-onlinesale', permission);

export const salesStopsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/salesStop/list',
    { config: { access: access() }, schema: { querystring: salesStopListQuery, response: { 200: envelope(listOf(salesStop)) } } },
    async (req) => {
      const p = principalOf(req);
      // A named cinema is checked like any cinema-scoped call: another tenant's answers 404.
      if (req.query.cinemaId) await cinemaFor(db, p, req.query.cinemaId);
      return ok(await listSalesStops(db, p.scope, req.query));
    },
  );

  app.get(
    '/api/salesStop/detail/:id',
    { config: { access: access() }, schema: { params: idParams, response: { 200: envelope(salesStop) } } },
    async (req) => {
      const found = await findSalesStop(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/salesStop/create',
    { config: { access: access('create') }, schema: { body: salesStopCreateBody, response: { 200: envelope(salesStop) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createSalesStop(db, req, p, req.body);
      return ok((await findSalesStop(db, p.scope, id))!, 'オンライン販売の停止を登録しました。');
    },
  );

  app.put(
    '/api/salesStop/update',
    { config: { access: access('update') }, schema: { body: salesStopUpdateBody, response: { 200: envelope(salesStop) } } },
    async (req) => {
      const p = principalOf(req);
      await saveSalesStop(db, req, p, req.body);
      return ok((await findSalesStop(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.post(
    '/api/salesStop/end',
    { config: { access: access('update') }, schema: { body: salesStopEndBody, response: { 200: envelope(salesStop) } } },
    async (req) => {
      const p = principalOf(req);
      await endSalesStop(db, req, p, req.body);
      return ok((await findSalesStop(db, p.scope, req.body.id))!, ja.salesStopEndedNow);
    },
  );

  app.delete(
    '/api/salesStop/delete/:id',
    { config: { access: access('delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteSalesStop(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
