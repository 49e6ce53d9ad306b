import { onlineReservationSalesEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { onlineReservationSales } from './online-reservation-sales.report.js';

// オンライン予約売上: the platform operator's report (superAdmin only, by the route registry), every brand in scope.
export const onlineReservationSalesHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(onlineReservationSalesEndpoints, {
    report: async ({ actor, query }) => ok(await onlineReservationSales(db, actor.scope, query)),
  });
