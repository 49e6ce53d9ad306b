import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discountRule,
  discountRuleCreateBody,
  discountRuleListQuery,
  discountRuleUpdateBody,
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findDiscountRule, listDiscountRules } from './discount-rules.repository.js';
import { createDiscountRule, deleteDiscountRule, saveDiscountRule } from './discount-rules.service.js';

// 割引ルール, one cinema at a time: the explicit cinemaId or the session's chosen cinema.
export const discountRulesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/discountRule/list',
    {
      config: { access: screenAccess('/discountRules') },
      schema: { querystring: discountRuleListQuery, response: { 200: envelope(listOf(discountRule)) } },
    },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await listDiscountRules(db, p.scope, cinema.id, req.query));
    },
  );

  app.get(
    '/api/discountRule/detail/:id',
    { config: { access: screenAccess('/discountRules') }, schema: { params: idParams, response: { 200: envelope(discountRule) } } },
    async (req) => {
      const found = await findDiscountRule(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/discountRule/create',
    {
      config: { access: screenAccess('/disCountRules/create', 'create') },
      schema: { body: discountRuleCreateBody, response: { 200: envelope(discountRule) } },
    },
    async (req) => {
      const p = principalOf(req);
      const id = await createDiscountRule(db, req, p, req.body);
      return ok((await findDiscountRule(db, p.scope, id))!, ja.created);
    },
  );

  app.put(
    '/api/discountRule/update',
    {
      config: { access: screenAccess('/disCountRules/edit/:id', 'update') },
      schema: { body: discountRuleUpdateBody, response: { 200: envelope(discountRule) } },
    },
    async (req) => {
      const p = principalOf(req);
      await saveDiscountRule(db, req, p, req.body);
      return ok((await findDiscountRule(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/discountRule/delete/:id',
    { config: { access: screenAccess('/discountRules', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteDiscountRule(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );
};
