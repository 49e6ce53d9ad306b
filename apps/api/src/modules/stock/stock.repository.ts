import { sql } from 'drizzle-orm';
import type { SaleLine, StockItem } from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';

/**
 * The brand's items a sale names, with the components of its sets, as expandSaleLines needs them:
 * in one query (recipes and set contents as JSON), since every shop line of every sale reads it.
 */
export async function findShopItemsForStock(db: Db, brandId: number, lines: SaleLine[] | 'all') {
  const named =
    lines === 'all' ? [] : [...new Set(lines.flatMap((l) => [l.itemId, ...(l.choices ?? []).map((c) => c.itemId)]))];
  if (lines !== 'all' && !named.length) return new Map<number, StockItem>();
  const ids = sqlArray(named, 'int');
  const rows = await rowsOf<StockItem>(
    db.execute(sql`
    select si.id, si.inventory_control as "inventoryControl", si.options,
      coalesce((
        select json_agg(json_build_object('ingredientId', r.ingredient_id, 'ingredientName', i.name, 'unit', i.unit,
          'optionGroup', r.option_group, 'optionChoice', r.option_choice, 'quantity', r.quantity) order by r.position, r.id)
        from shop_item_recipes r join ingredients i on i.id = r.ingredient_id
        where r.shop_item_id = si.id), '[]') as recipe,
      coalesce((
        select json_agg(json_build_object('itemId', c.item_id, 'itemCode', ci.code, 'itemName', ci.name,
          'quantity', c.quantity, 'choiceGroup', c.choice_group, 'optionChoice', c.option_choice) order by c.position, c.id)
        from shop_set_components c join shop_items ci on ci.id = c.item_id
        where c.set_item_id = si.id), '[]') as components
    from shop_items si
    where si.brand_id = ${brandId}
      ${lines === 'all' ? sql`` : sql`and (si.id = any(${ids}) or si.id in (select item_id from shop_set_components where set_item_id = any(${ids})))`}`),
  );
  return new Map(rows.map((i) => [i.id, i]));
}
