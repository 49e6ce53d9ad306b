import { cashierReportEndpoints, cashierSettlementMessages as msg } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { shiftDetail } from './cashier-report-detail.js';
import { listShifts } from './cashier-report.repository.js';
import { periodExceptions } from './cashier-exceptions.repository.js';
import { approveShift, resettleShift, settleShift } from './cashier-settlement.service.js';

// レジ精算 of the chosen cinema: its shifts over a period, one shift's 点検 (X) or 精算 (Z), and the console's 精算,
// 再精算 and 責任者承認 (each answers the shift's detail as it now is).
export const cashierReportHandlers = ({ db }: ModuleOptions): Registration[] => {
  const detailOf = async (cinema: { id: number; brandId: number }, id: string) =>
    found(await shiftDetail(db, cinema, id), 'シフトが見つかりません');
  return handleAll(cashierReportEndpoints, {
    list: async ({ actor, query }) => ok(await listShifts(db, await cinemaFor(db, actor, query.cinemaId), query)),
    detail: async ({ actor, params }) => ok(await detailOf(await cinemaFor(db, actor), params.id)),
    exceptions: async ({ actor, query }) =>
      ok(await periodExceptions(db, await cinemaFor(db, actor, query.cinemaId), query)),
    settle: async ({ actor, params, body }) => {
      const cinema = await cinemaFor(db, actor);
      await settleShift(db, actor, cinema, params.id, body);
      return ok(await detailOf(cinema, params.id), msg.settled);
    },
    resettle: async ({ actor, params, body }) => {
      const cinema = await cinemaFor(db, actor);
      await resettleShift(db, actor, cinema, params.id, body);
      return ok(await detailOf(cinema, params.id), msg.resettled);
    },
    approve: async ({ actor, params }) => {
      const cinema = await cinemaFor(db, actor);
      await approveShift(db, actor, cinema, params.id);
      return ok(await detailOf(cinema, params.id), msg.approved);
    },
  });
};
