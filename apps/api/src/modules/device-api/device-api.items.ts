import { and, eq, sql } from 'drizzle-orm';
import {
  businessDateOf,
  cinemaItemPrice,
  cinemaItemUnsold,
  menuColorHex,
  type CinemaItemSetting,
  type DeviceMenu,
  type DeviceMenuItem,
  type DeviceType,
  type ShopItemState,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemaMenuLayouts, cinemaShopItems, cinemas, shopItems, shopSetComponents } from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';

// The shop menu a POS or kiosk loads (issue 11: 500 items under 20 ms on PGlite): two queries, the
// cinema with its menu layout, then every item it sells now with its set contents folded in as JSON.

/** The cinema's cutoff hour and the menu layout of one device type (none for the online channel). */
async function cinemaAndLayout(db: Db, cinemaId: number, type: DeviceType) {
  const [row] = await db
    .select({
      cutoffHour: cinemas.businessDayCutoffHour,
      pages: cinemaMenuLayouts.pages,
      version: cinemaMenuLayouts.version,
    })
    .from(cinemas)
    .leftJoin(
      cinemaMenuLayouts,
      and(eq(cinemaMenuLayouts.cinemaId, cinemas.id), eq(cinemaMenuLayouts.deviceType, type)),
    )
    .where(eq(cinemas.id, cinemaId));
  return found(row);
}

// Set contents as a JSON array, only for sets; each with its own 売り切れ at the cinema today.
const components = (cinemaId: number, date: string) => sql`case when ${shopItems.kind} = 'set' then coalesce((
  select json_agg(json_build_object(
    'itemId', c.item_id, 'name', ci.name, 'quantity', c.quantity,
    'choiceGroup', c.choice_group, 'optionChoice', c.option_choice,
    'soldOut', coalesce(cc.sold_out_on = ${date}::date, false)
  ) order by c.position, c.id)
  from ${shopSetComponents} c join ${shopItems} ci on ci.id = c.item_id
  left join ${cinemaShopItems} cc on cc.cinema_id = ${cinemaId} and cc.shop_item_id = c.item_id
  where c.set_item_id = ${shopItems.id}
), '[]'::json) else '[]'::json end`;

/** A set is sold out with a fixed item sold out, or every alternative of one choice group. */
function withSetStock(item: DeviceMenuItem): DeviceMenuItem {
  if (item.kind !== 'set' || item.soldOut) return item;
  const fixedOut = item.components.some((c) => !c.choiceGroup && c.soldOut);
  const groups = new Set(item.components.flatMap((c) => (c.choiceGroup ? [c.choiceGroup] : [])));
  const groupOut = [...groups].some((g) => item.components.filter((c) => c.choiceGroup === g).every((c) => c.soldOut));
  return fixedOut || groupOut ? { ...item, soldOut: true } : item;
}

type MenuRow = DeviceMenuItem & {
  masterPrice: number;
  setting: CinemaItemSetting;
  state: ShopItemState;
  saleFrom: string | null;
  saleTo: string | null;
};

/**
 * What the cinema sells on the business date at its price, by the rule the sale re-prices with
 * (contracts cinemaItemPrice / cinemaItemUnsold); read as one JSON text, since PGlite spends more on
 * each column of each row than on the whole answer built in SQL.
 */
const sellingItems = async (db: Db, cinemaId: number, date: string): Promise<DeviceMenuItem[]> => {
  const [row] = await db
    .select({
      items: sql<string | null>`json_agg(json_build_object(
        'id', ${shopItems.id}, 'kind', ${shopItems.kind}, 'code', ${shopItems.code},
        'janCode', ${shopItems.janCode}, 'name', ${shopItems.name}, 'nameKana', ${shopItems.nameKana},
        'shopGroup', ${shopItems.shopGroup}, 'category', ${shopItems.category},
        'imageUrl', ${shopItems.image} ->> 'url', 'recommended', ${shopItems.recommended},
        'masterPrice', ${shopItems.price}, 'state', ${shopItems.state},
        'saleFrom', ${shopItems.saleFrom}, 'saleTo', ${shopItems.saleTo},
        'setting', json_build_object('enabled', ${cinemaShopItems.enabled}, 'price', ${cinemaShopItems.price},
          'saleFrom', ${cinemaShopItems.saleFrom}, 'saleTo', ${cinemaShopItems.saleTo},
          'soldOutOn', ${cinemaShopItems.soldOutOn}),
        'taxRate', ${shopItems.taxRate}, 'eatInTaxRate', ${shopItems.eatInTaxRate},
        'taxDisplay', ${shopItems.taxDisplay},
        'soldOut', coalesce(${cinemaShopItems.soldOutOn} = ${date}::date, false),
        'options', ${shopItems.options}, 'components', ${components(cinemaId, date)}
      ) order by ${shopItems.sortOrder}, ${shopItems.code}, ${shopItems.id})::text`,
    })
    .from(cinemaShopItems)
    .innerJoin(shopItems, eq(shopItems.id, cinemaShopItems.shopItemId))
    .where(and(eq(cinemaShopItems.cinemaId, cinemaId), eq(cinemaShopItems.enabled, true)));
  const rows = row?.items ? (JSON.parse(row.items) as MenuRow[]) : [];
  return rows.flatMap(({ masterPrice, setting, state, saleFrom, saleTo, ...item }) => {
    const master = { name: item.name, price: masterPrice, state, saleFrom, saleTo };
    if (cinemaItemUnsold(master, setting, date)) return [];
    return [withSetStock({ ...item, price: cinemaItemPrice(master, setting) })];
  });
};

export async function deviceMenu(
  db: Db,
  device: { cinemaId: number; type: DeviceType },
  now = new Date(),
): Promise<DeviceMenu> {
  const cinema = await cinemaAndLayout(db, device.cinemaId, device.type);
  const businessDate = businessDateOf(now, cinema.cutoffHour);
  const items = await sellingItems(db, device.cinemaId, businessDate);
  const onMenu = new Set(items.map((i) => i.id));
  const layout =
    cinema.pages && cinema.version != null
      ? {
          version: cinema.version,
          pages: cinema.pages.map((p) => ({
            name: p.name,
            buttons: p.buttons
              .filter((b) => onMenu.has(b.itemId))
              .map((b) => ({ itemId: b.itemId, color: b.color, colorHex: menuColorHex[b.color] })),
          })),
        }
      : null;
  return { businessDate, items, layout };
}
