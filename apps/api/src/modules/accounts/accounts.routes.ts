import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  account,
  accountCreateBody,
  accountListQuery,
  accountUpdateBody,
  canAccess,
  changePasswordBody,
  envelope,
  findRoute,
  idParams,
  ja,
  listOf,
  okEnvelope,
  profileUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { noPermission, notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import type { Principal } from '../../platform/principal.js';
import { findAccount, listAccounts } from './accounts.repository.js';
import { changePassword, createAccount, deleteAccount, saveAccount, saveProfile } from './accounts.service.js';

// The same check the auth hook applies to screen routes, for the one route that also serves the user's own record.
const mayOpenUsers = (p: Principal) =>
  canAccess(
    { type: p.account.type, moduleMap: p.brand?.moduleMap ?? {}, permissionMap: p.permissionMap, brandCode: p.brand?.code ?? null },
    findRoute('/user'),
  );

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/account/list',
    { config: { access: screenAccess('/user') }, schema: { querystring: accountListQuery, response: { 200: envelope(listOf(account)) } } },
    async (req) => ok(await listAccounts(db, principalOf(req).scope, req.query)),
  );

  // Anyone may read their own record (/setting-account); other records need the users screen.
  app.get(
    '/api/account/detail/:id',
    { config: { access: sessionAccess }, schema: { params: idParams, response: { 200: envelope(account) } } },
    async (req) => {
      const p = principalOf(req);
      const own = req.params.id === p.real.id || req.params.id === p.account.id;
      if (!own && !mayOpenUsers(p)) throw noPermission();
      const found = await findAccount(db, own ? { kind: 'all' } : p.scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/account/create',
    { config: { access: screenAccess('/user/create', 'create') }, schema: { body: accountCreateBody, response: { 200: envelope(account) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createAccount(db, req, p, req.body);
      return ok((await findAccount(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/account/update',
    { config: { access: screenAccess('/user/edit/:id', 'update') }, schema: { body: accountUpdateBody, response: { 200: envelope(account) } } },
    async (req) => {
      const p = principalOf(req);
      await saveAccount(db, req, p, req.body);
      return ok((await findAccount(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/account/delete/:id',
    { config: { access: screenAccess('/user', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteAccount(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );

  app.put(
    '/api/account/profile',
    { config: { access: sessionAccess }, schema: { body: profileUpdateBody, response: { 200: envelope(account) } } },
    async (req) => {
      const id = await saveProfile(db, req, principalOf(req), req.body);
      return ok((await findAccount(db, { kind: 'all' }, id))!, ja.saved);
    },
  );

  app.post(
    '/api/account/changePassword',
    { config: { access: sessionAccess }, schema: { body: changePasswordBody, response: { 200: okEnvelope } } },
    async (req) => {
      await changePassword(db, req, principalOf(req), req.body);
      return done(ja.passwordChanged);
    },
  );
};
