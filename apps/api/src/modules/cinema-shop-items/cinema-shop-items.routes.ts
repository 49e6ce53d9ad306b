import { cinemaShopItemEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { menuLayoutOf, saveMenuLayout } from './cinema-menu-layouts.service.js';
import { listCinemaShopItems } from './cinema-shop-items.repository.js';
import { bulkEnable, cinemaDay, saveCinemaShopItem, setSoldOut } from './cinema-shop-items.service.js';

// 劇場別の販売設定 of the chosen cinema: cinema staff for their own cinema, head office for any of the brand's.
export const cinemaShopItemHandlers = ({ db }: ModuleOptions) =>
  handleAll(cinemaShopItemEndpoints, {
    list: async ({ actor, query }) =>
      ok(await listCinemaShopItems(db, await cinemaDay(db, actor, query.cinemaId), query)),
    update: async ({ actor, body }) => ok(await saveCinemaShopItem(db, actor, body), ja.saved),
    soldOut: async ({ actor, body }) => ok(await setSoldOut(db, actor, body), ja.saved),
    bulk: async ({ actor, body }) => ok(await bulkEnable(db, actor, body), ja.saved),
    layout: async ({ actor, query }) => ok(await menuLayoutOf(db, actor, query)),
    saveLayout: async ({ actor, body }) => ok(await saveMenuLayout(db, actor, body), ja.saved),
  });
