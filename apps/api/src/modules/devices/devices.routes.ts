import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  device,
  deviceCreateBody,
  deviceListMapQuery,
  deviceListQuery,
  deviceOption,
  deviceUpdateBody,
  deviceWithSecret,
  envelope,
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
import { deviceOptions, findDevice, listDevices } from './devices.repository.js';
import { createDevice, deleteDevice, rotateDeviceSecret, saveDevice } from './devices.service.js';

export const devicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The devices of one cinema: the one named, or the session's.
  app.get(
    '/api/device/list',
    { config: { access: screenAccess('/device') }, schema: { querystring: deviceListQuery, response: { 200: envelope(listOf(device)) } } },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await listDevices(db, p.scope, cinema.id, req.query));
    },
  );

  // Every signed-in user picks among the devices of their scope (device notification filters).
  app.get(
    '/api/device/listMap',
    { config: { access: sessionAccess }, schema: { querystring: deviceListMapQuery, response: { 200: envelope(z.array(deviceOption)) } } },
    async (req) => ok(await deviceOptions(db, principalOf(req).scope, req.query)),
  );

  app.get(
    '/api/device/detail/:id',
    { config: { access: screenAccess('/device') }, schema: { params: idParams, response: { 200: envelope(device) } } },
    async (req) => {
      const found = await findDevice(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/device/create',
    {
      config: { access: screenAccess('/device', 'create') },
      schema: { body: deviceCreateBody, response: { 200: envelope(deviceWithSecret) } },
    },
    async (req) => {
      const p = principalOf(req);
      const { id, secret } = await createDevice(db, req, p, req.body);
      return ok({ ...(await findDevice(db, p.scope, id))!, secret }, ja.created);
    },
  );

  app.put(
    '/api/device/update',
    { config: { access: screenAccess('/device', 'update') }, schema: { body: deviceUpdateBody, response: { 200: envelope(device) } } },
    async (req) => {
      const p = principalOf(req);
      await saveDevice(db, req, p, req.body);
      return ok((await findDevice(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.post(
    '/api/device/rotateSecret/:id',
    { config: { access: screenAccess('/device', 'update') }, schema: { params: idParams, response: { 200: envelope(deviceWithSecret) } } },
    async (req) => {
      const p = principalOf(req);
      const secret = await rotateDeviceSecret(db, req, p, req.params.id);
      return ok({ ...(await findDevice(db, p.scope, req.params.id))!, secret }, '登録シークレットを再発行しました。');
    },
  );

  app.delete(
    '/api/device/delete/:id',
    { config: { access: screenAccess('/device', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteDevice(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
