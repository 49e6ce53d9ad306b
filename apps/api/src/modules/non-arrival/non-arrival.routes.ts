import { nonArrivalEndpoints, nonArrivalMessages } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { listNonArrivals, recordNonArrivals } from './non-arrival.service.js';

// 未着券記録 of the chosen cinema (運営): the day's sold seats never admitted, and the outcome staff record.
export const nonArrivalHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(nonArrivalEndpoints, {
    list: async ({ actor, query }) => ok(await listNonArrivals(db, actor, query)),
    record: async ({ actor, body }) => ok(await recordNonArrivals(db, actor, body), nonArrivalMessages.recorded),
  });
