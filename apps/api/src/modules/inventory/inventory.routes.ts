import { inventoryEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { inventoryBrandList } from './inventory.brand.js';
import { countSheet, saveCount } from './inventory.count.js';
import { inventoryList } from './inventory.list.js';

// 在庫一覧（受払表） and 棚卸 of the chosen cinema; for head office with none chosen, the brand's total.
export const inventoryHandlers = ({ db }: ModuleOptions) =>
  handleAll(inventoryEndpoints, {
    list: async ({ actor, query }) => ok(await inventoryList(db, actor, query)),
    brandList: async ({ actor, query }) => ok(await inventoryBrandList(db, actor, query)),
    count: async ({ actor, query }) => ok(await countSheet(db, actor, query)),
    saveCount: async ({ actor, body }) => ok(await saveCount(db, actor, body), ja.saved),
  });
