import { shopSaleEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { shopSale } from './shop-sale.repository.js';

// 売店売上（商品別） of the chosen cinema (another tenant's cinema is 404, none chosen 400 on cinemaId).
export const shopSaleHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(shopSaleEndpoints, {
    list: async ({ actor, query }) => ok(await shopSale(db, await cinemaFor(db, actor, query.cinemaId), query)),
  });
