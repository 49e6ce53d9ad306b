import { accumulatedEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { accumulatedList, accumulatedWeeks } from './accumulated.report.js';

// 作品別累計成績: the caller's cinemas (a cinema outside the scope is 404), life to date up to the 基準日.
export const accumulatedHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(accumulatedEndpoints, {
    list: async ({ actor, query }) => ok(await accumulatedList(db, actor, query)),
    weeks: async ({ actor, query }) => ok(await accumulatedWeeks(db, actor, query)),
  });
