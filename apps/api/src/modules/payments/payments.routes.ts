import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  findRoute,
  idParams,
  ja,
  listOf,
  okEnvelope,
  paymentCinemaSettings,
  paymentCinemaSettingsBody,
  paymentCinemaSettingsQuery,
  paymentCreateBody,
  paymentListQuery,
  paymentMethod,
  paymentUpdateBody,
  type PermissionType,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, type Access } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findPayment, listPayments } from './payments.repository.js';
import { createPayment, deletePayment, readCinemaSettings, saveCinemaSettings, savePayment } from './payments.service.js';

// The methods belong to the brand: only head office edits them. Cinema staff see them and
// switch them on or off for their own cinemas (cinemaSettings).
const headOffice = (permission: PermissionType): Access => ({
  kind: 'screen',
  roles: ['brand'],
  module: findRoute('/payment-management').module,
  permission,
});

export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/payment/list',
    {
      config: { access: screenAccess('/payment-management') },
      schema: { querystring: paymentListQuery, response: { 200: envelope(listOf(paymentMethod)) } },
    },
    async (req) => ok(await listPayments(db, principalOf(req).scope, req.query)),
  );

  app.get(
    '/api/payment/detail/:id',
    { config: { access: screenAccess('/payment-management') }, schema: { params: idParams, response: { 200: envelope(paymentMethod) } } },
    async (req) => {
      const found = await findPayment(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/payment/create',
    { config: { access: headOffice('create') }, schema: { body: paymentCreateBody, response: { 200: envelope(paymentMethod) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createPayment(db, req, p, req.body);
      return ok((await findPayment(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/payment/update',
    { config: { access: headOffice('update') }, schema: { body: paymentUpdateBody, response: { 200: envelope(paymentMethod) } } },
    async (req) => {
      const p = principalOf(req);
      await savePayment(db, req, p, req.body);
      return ok((await findPayment(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/payment/delete/:id',
    { config: { access: headOffice('delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deletePayment(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );

  app.get(
    '/api/payment/cinemaSettings',
    {
      config: { access: screenAccess('/payment-management') },
      schema: { querystring: paymentCinemaSettingsQuery, response: { 200: envelope(paymentCinemaSettings) } },
    },
    async (req) => ok(await readCinemaSettings(db, principalOf(req), req.query.cinemaId)),
  );

  app.put(
    '/api/payment/cinemaSettings',
    {
      config: { access: screenAccess('/payment-management', 'update') },
      schema: { body: paymentCinemaSettingsBody, response: { 200: envelope(paymentCinemaSettings) } },
    },
    async (req) => ok(await saveCinemaSettings(db, req, principalOf(req), req.body), ja.saved),
  );
};
