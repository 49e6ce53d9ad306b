import { boxOfficeEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { boxOfficeDaily } from './box-office-daily.js';
import { boxOfficeSetting } from './box-office-setting.js';
import { ticketSales } from './box-office-tickets.js';
import { saleWeekly } from './box-office-weekly.js';

// The box-office reports, each over the cinemas the caller chooses within its scope (docs/reports.md,
// "box-office reports").
export const boxOfficeHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(boxOfficeEndpoints, {
    daily: async ({ actor, query }) => ok(await boxOfficeDaily(db, actor.scope, query)),
    ticketSales: async ({ actor, query }) => ok(await ticketSales(db, actor.scope, query)),
    weekly: async ({ actor, query }) => ok(await saleWeekly(db, actor.scope, query)),
    setting: async ({ actor }) => ok(await boxOfficeSetting(db, actor.scope)),
  });
