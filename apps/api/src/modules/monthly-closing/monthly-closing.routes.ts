import { monthlyClosingEndpoints, monthlyClosingMessages } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { closeAllMonths, closeMonth, listMonth, readDetail, reopenMonth } from './monthly-closing.service.js';

// 月次締め (docs/reports.md, "月次締め"): the month list, one cinema's month, 締める (one or every ready cinema), 締め解除.
export const monthlyClosingHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(monthlyClosingEndpoints, {
    list: async ({ actor, query }) => ok(await listMonth(db, actor, query)),
    detail: async ({ actor, query }) => ok(await readDetail(db, actor, query)),
    close: async ({ actor, body }) => ok(await closeMonth(db, actor, body), monthlyClosingMessages.closed),
    closeAll: async ({ actor, body }) => {
      const answer = await closeAllMonths(db, actor, body);
      return ok(answer, monthlyClosingMessages.closedAll(answer.closed.length, answer.refused.length));
    },
    reopen: async ({ actor, body }) => ok(await reopenMonth(db, actor, body), monthlyClosingMessages.reopened),
  });
