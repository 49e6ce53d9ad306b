import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummary, envelope } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { ok } from '../../platform/http.js';
import { loadDashboard } from './dashboard.repository.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Every role lands on the dashboard; the scope decides what it counts.
  app.get(
    '/api/dashboard/summary',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(dashboardSummary) } } },
    async (req) => ok(await loadDashboard(db, principalOf(req))),
  );
};
