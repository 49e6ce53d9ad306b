import { readAll } from '../../db/reads.js';
import { arriveDailyEndpoints, bookingDailyEndpoints, soldRateEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { arriveClaimRows, arriveDailyRows } from './arrive-daily.repository.js';
import { bookingDailyRows, bookingOutlookRows } from './booking-daily.repository.js';
import { soldRateChart, soldRateRows } from './sold-rate.repository.js';

// The seat reports of the chosen cinema (docs/reports.md, "seat reports"): cinemaFor checks an explicit cinema against
// the caller's scope (another cinema's or brand's answers 404) and otherwise takes the one chosen in the session.
export const seatReportHandlers = ({ db }: ModuleOptions): Registration[] => [
  ...handleAll(soldRateEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      const [list, chart] = await readAll(
        db,
        () => soldRateRows(db, cinema, query),
        () => soldRateChart(db, cinema, query),
      );
      return ok({ list, ...chart });
    },
  }),
  ...handleAll(arriveDailyEndpoints, {
    list: async ({ actor, query }) =>
      ok({ list: await arriveDailyRows(db, await cinemaFor(db, actor, query.cinemaId), query) }),
    claims: async ({ actor, query }) =>
      ok({ list: await arriveClaimRows(db, await cinemaFor(db, actor, query.cinemaId), query) }),
  }),
  ...handleAll(bookingDailyEndpoints, {
    list: async ({ actor, query }) =>
      ok({ list: await bookingDailyRows(db, await cinemaFor(db, actor, query.cinemaId), query) }),
    outlook: async ({ actor, query }) =>
      ok({ list: await bookingOutlookRows(db, await cinemaFor(db, actor, query.cinemaId), query) }),
  }),
];
