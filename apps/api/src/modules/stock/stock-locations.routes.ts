import { ja, stockLocationEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { done, ok } from '../../platform/http.js';
import {
  createStockLocation,
  deleteStockLocation,
  saveStockLocation,
  stockLocationsOf,
} from './stock-locations.service.js';

// 保管場所 of the chosen cinema, managed from 在庫一覧.
export const stockLocationHandlers = ({ db }: ModuleOptions) =>
  handleAll(stockLocationEndpoints, {
    list: async ({ actor, query }) => ok(await stockLocationsOf(db, actor, query.cinemaId)),
    create: async ({ actor, body }) => ok(await createStockLocation(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveStockLocation(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteStockLocation(db, actor, params.id);
      return done(ja.deleted);
    },
  });
