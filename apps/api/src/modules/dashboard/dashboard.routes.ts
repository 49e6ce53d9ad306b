import { dashboardEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { loadDashboardSales } from './dashboard-sales.repository.js';
import { loadDashboard } from './dashboard.repository.js';

// Every role lands on the dashboard; the scope decides what it counts.
export const dashboardHandlers = ({ db }: ModuleOptions) =>
  handleAll(dashboardEndpoints, {
    summary: async ({ actor }) => ok(await loadDashboard(db, actor)),
    sales: async ({ actor, query }) => ok(await loadDashboardSales(db, actor.scope, query.businessDate)),
  });
