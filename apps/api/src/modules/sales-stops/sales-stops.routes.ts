import { ja, salesStopEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { onlineSalesStopped } from './online-sales.js';
import { cinemaName, findSalesStop, listSalesStops } from './sales-stops.repository.js';
import { createSalesStop, deleteSalesStop, endSalesStop, saveSalesStop } from './sales-stops.service.js';

// オンライン販売の緊急停止: the public schedule reads the stops in force through online-sales.ts.
export const salesStopHandlers = ({ db }: ModuleOptions) =>
  handleAll(salesStopEndpoints, {
    // Every signed-in user of a stopped cinema sees it in the header, whatever their permissions.
    active: async ({ actor, query }) => {
      const cinemaId = query.cinemaId ?? actor.cinemaId ?? null;
      const cinema = cinemaId === null ? null : await cinemaFor(db, actor, cinemaId);
      const stop = await onlineSalesStopped(db, cinema?.id ?? null);
      if (!stop) return ok(null);
      return ok({
        scope: stop.scope,
        cinemaName: stop.scope === 'cinema' && stop.cinemaId !== null ? await cinemaName(db, stop.cinemaId) : null,
        message: stop.message,
        startsAt: stop.startsAt.toISOString(),
        endsAt: stop.endsAt?.toISOString() ?? null,
      });
    },
    list: async ({ actor, query }) => {
      // A named cinema is checked like any cinema-scoped call: another tenant's answers 404.
      if (query.cinemaId) await cinemaFor(db, actor, query.cinemaId);
      return ok(await listSalesStops(db, actor.scope, query));
    },
    detail: async ({ actor, params }) => ok(found(await findSalesStop(db, actor.scope, params.id))),
    create: async ({ actor, body }) =>
      ok(await createSalesStop(db, actor, body), 'オンライン販売の停止を登録しました。'),
    update: async ({ actor, body }) => ok(await saveSalesStop(db, actor, body), ja.saved),
    end: async ({ actor, body }) => ok(await endSalesStop(db, actor, body), ja.salesStopEndedNow),
    delete: async ({ actor, params }) => {
      await deleteSalesStop(db, actor, params.id);
      return done(ja.deleted);
    },
  });
