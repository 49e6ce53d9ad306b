import { cashierReportEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { shiftDetail } from './cashier-report-detail.js';
import { listShifts } from './cashier-report.repository.js';
import { periodExceptions } from './cashier-exceptions.repository.js';

// レジ精算 of the chosen cinema: its shifts over a period, and one shift's 点検 (X) or 精算 (Z).
export const cashierReportHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(cashierReportEndpoints, {
    list: async ({ actor, query }) => ok(await listShifts(db, await cinemaFor(db, actor, query.cinemaId), query)),
    detail: async ({ actor, params }) =>
      ok(found(await shiftDetail(db, await cinemaFor(db, actor), params.id), 'シフトが見つかりません')),
    exceptions: async ({ actor, query }) =>
      ok(await periodExceptions(db, await cinemaFor(db, actor, query.cinemaId), query)),
  });
