import type { ModuleServer } from '../../platform/module-server.js';
import { cinemaShopItemHandlers } from './cinema-shop-items.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const cinemaShopItemsServer: ModuleServer = { handlers: [cinemaShopItemHandlers] };
