import { and, eq, inArray } from 'drizzle-orm';
import type { SaleLine, StockItem } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { shopItems } from '../../db/schema/index.js';
import { partsOf } from '../shop-items/index.js';

async function load(db: Db, brandId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: shopItems.id, inventoryControl: shopItems.inventoryControl, options: shopItems.options })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, brandId), inArray(shopItems.id, ids)));
  const parts = await partsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r): StockItem => ({ ...r, ...parts.get(r.id)! }));
}

/** The brand's items a sale names, with the components of its sets, as expandSaleLines needs them. */
export async function findShopItemsForStock(db: Db, brandId: number, lines: SaleLine[]) {
  const named = [...new Set(lines.flatMap((l) => [l.itemId, ...(l.choices ?? []).map((c) => c.itemId)]))];
  const first = await load(db, brandId, named);
  const known = new Set(first.map((i) => i.id));
  const more = [...new Set(first.flatMap((i) => i.components.map((c) => c.itemId)))].filter((id) => !known.has(id));
  const items = [...first, ...(await load(db, brandId, more))];
  return new Map(items.map((i) => [i.id, i]));
}
