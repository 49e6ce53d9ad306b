import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
  option,
  role,
  roleCreateBody,
  roleListQuery,
  roleUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findRole, listRoles, roleOptions } from './roles.repository.js';
import { createRole, deleteRole, saveRole } from './roles.service.js';

export const rolesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/role/list',
    { config: { access: screenAccess('/role') }, schema: { querystring: roleListQuery, response: { 200: envelope(listOf(role)) } } },
    async (req) => ok(await listRoles(db, principalOf(req).scope, req.query)),
  );

  // The role select of the user form; a superAdmin narrows it to the brand being edited.
  app.get(
    '/api/role/listMap',
    {
      config: { access: sessionAccess },
      schema: { querystring: roleListQuery.pick({ brandId: true }), response: { 200: envelope(z.array(option)) } },
    },
    async (req) => ok(await roleOptions(db, principalOf(req).scope, req.query.brandId)),
  );

  app.get(
    '/api/role/detail/:id',
    { config: { access: screenAccess('/role') }, schema: { params: idParams, response: { 200: envelope(role) } } },
    async (req) => {
      const found = await findRole(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/role/create',
    { config: { access: screenAccess('/role/create', 'create') }, schema: { body: roleCreateBody, response: { 200: envelope(role) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createRole(db, req, p, req.body);
      return ok((await findRole(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/role/update',
    { config: { access: screenAccess('/role/edit/:id', 'update') }, schema: { body: roleUpdateBody, response: { 200: envelope(role) } } },
    async (req) => {
      const p = principalOf(req);
      await saveRole(db, req, p, req.body);
      return ok((await findRole(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/role/delete/:id',
    { config: { access: screenAccess('/role', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteRole(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
