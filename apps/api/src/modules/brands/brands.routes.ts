import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brand,
  brandCreateBody,
  brandListQuery,
  brandOption,
  brandUpdateBody,
  domainUpdateBody,
  envelope,
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
import { brandOptions, findBrand, listBrands } from './brands.repository.js';
import { createBrand, deleteBrand, saveBrand, saveDomain } from './brands.service.js';

export const brandsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/brand/list',
    { config: { access: screenAccess('/brand') }, schema: { querystring: brandListQuery, response: { 200: envelope(listOf(brand)) } } },
    async (req) => ok(await listBrands(db, principalOf(req).scope, req.query)),
  );

  app.get(
    '/api/brand/listMap',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(z.array(brandOption)) } } },
    async (req) => ok(await brandOptions(db, principalOf(req).scope)),
  );

  app.get(
    '/api/brand/detail/:id',
    { config: { access: screenAccess('/brand') }, schema: { params: idParams, response: { 200: envelope(brand) } } },
    async (req) => {
      const found = await findBrand(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/brand/create',
    { config: { access: screenAccess('/brand/create', 'create') }, schema: { body: brandCreateBody, response: { 200: envelope(brand) } } },
    async (req) => {
      const p = principalOf(req);
      const id = await createBrand(db, req, req.body);
      return ok((await findBrand(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/brand/update',
    { config: { access: screenAccess('/brand/edit/:id', 'update') }, schema: { body: brandUpdateBody, response: { 200: envelope(brand) } } },
    async (req) => {
      const p = principalOf(req);
      await saveBrand(db, req, p, req.body);
      return ok((await findBrand(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/brand/delete/:id',
    // Deleting a brand is the platform operator's act, like creating one.
    { config: { access: screenAccess('/brand/create', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteBrand(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );

  app.put(
    '/api/brand/updateDomain',
    { config: { access: screenAccess('/edit-domain', 'update') }, schema: { body: domainUpdateBody, response: { 200: envelope(brand) } } },
    async (req) => {
      const p = principalOf(req);
      await saveDomain(db, req, p, req.body);
      return ok((await findBrand(db, p.scope, req.body.id))!, ja.saved);
    },
  );
};
