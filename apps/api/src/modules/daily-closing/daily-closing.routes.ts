import { dailyClosingEndpoints, dailyClosingMessages } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { closingStates } from './daily-closing.repository.js';
import { closeDay, readCalendar, readDay, reopenDay, saveDeposit } from './daily-closing.service.js';

// 日次締め (docs/reports.md, "日次締め"): the calendar and the day of the chosen cinema, its 銀行預入, 締める and 締め解除.
export const dailyClosingHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(dailyClosingEndpoints, {
    calendar: async ({ actor, query }) => ok(await readCalendar(db, actor, query)),
    day: async ({ actor, query }) => ok(await readDay(db, actor, query)),
    deposit: async ({ actor, body }) => ok(await saveDeposit(db, actor, body), dailyClosingMessages.depositSaved),
    close: async ({ actor, body }) => ok(await closeDay(db, actor, body), dailyClosingMessages.closed),
    reopen: async ({ actor, body }) => ok(await reopenDay(db, actor, body), dailyClosingMessages.reopened),
    states: async ({ actor, query }) => ok(await closingStates(db, actor, query.businessDate)),
  });
