import { inventoryAdjustmentEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { listAdjustments } from './inventory-adjustments.repository.js';
import { locationOptions, recordAdjustment } from './inventory-adjustments.service.js';

// 在庫調整 of the chosen cinema: its history and recording a movement, signed by its kind.
export const inventoryAdjustmentHandlers = ({ db }: ModuleOptions) =>
  handleAll(inventoryAdjustmentEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await listAdjustments(db, cinema.id, query));
    },
    locations: async ({ actor, query }) => ok(await locationOptions(db, actor, query.cinemaId)),
    create: async ({ actor, body }) => ok(await recordAdjustment(db, actor, body), ja.created),
  });
