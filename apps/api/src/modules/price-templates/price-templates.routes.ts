import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
  option,
  priceTemplate,
  priceTemplateCopyBody,
  priceTemplateCreateBody,
  priceTemplateListItem,
  priceTemplateListMapQuery,
  priceTemplateListQuery,
  priceTemplateUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findPriceTemplate, listPriceTemplates, priceTemplateOptions } from './price-templates.repository.js';
import { copyPriceTemplate, createPriceTemplate, deletePriceTemplate, savePriceTemplate } from './price-templates.service.js';

// 料金テンプレート (SPEC.md section 7 names /api/ticketRuleTemplate/list), one cinema at a time:
// the explicit cinemaId or the session's chosen cinema.
export const priceTemplatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ticketRuleTemplate/list',
    {
      config: { access: screenAccess('/rules') },
      schema: { querystring: priceTemplateListQuery, response: { 200: envelope(listOf(priceTemplateListItem)) } },
    },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await listPriceTemplates(db, p.scope, cinema.id, req.query));
    },
  );

  // The screening form's picker: any signed-in user, kept to the cinemas of their scope.
  app.get(
    '/api/ticketRuleTemplate/listMap',
    { config: { access: sessionAccess }, schema: { querystring: priceTemplateListMapQuery, response: { 200: envelope(z.array(option)) } } },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await priceTemplateOptions(db, p.scope, cinema.id));
    },
  );

  app.get(
    '/api/ticketRuleTemplate/detail/:id',
    { config: { access: screenAccess('/rules') }, schema: { params: idParams, response: { 200: envelope(priceTemplate) } } },
    async (req) => {
      const found = await findPriceTemplate(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/ticketRuleTemplate/create',
    {
      config: { access: screenAccess('/rules/create', 'create') },
      schema: { body: priceTemplateCreateBody, response: { 200: envelope(priceTemplate) } },
    },
    async (req) => {
      const p = principalOf(req);
      const id = await createPriceTemplate(db, req, p, req.body);
      return ok((await findPriceTemplate(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/ticketRuleTemplate/update',
    {
      config: { access: screenAccess('/rules/edit/:id', 'update') },
      schema: { body: priceTemplateUpdateBody, response: { 200: envelope(priceTemplate) } },
    },
    async (req) => {
      const p = principalOf(req);
      await savePriceTemplate(db, req, p, req.body);
      return ok((await findPriceTemplate(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.post(
    '/api/ticketRuleTemplate/copy',
    {
      config: { access: screenAccess('/rules/create', 'create') },
      schema: { body: priceTemplateCopyBody, response: { 200: envelope(priceTemplate) } },
    },
    async (req) => {
      const p = principalOf(req);
      const id = await copyPriceTemplate(db, req, p, req.body);
      return ok((await findPriceTemplate(db, p.scope, id))!, ja.created);
    },
  );

  app.delete(
    '/api/ticketRuleTemplate/delete/:id',
    { config: { access: screenAccess('/rules', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deletePriceTemplate(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
