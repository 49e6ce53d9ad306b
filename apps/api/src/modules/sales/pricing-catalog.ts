import { and, eq, inArray } from 'drizzle-orm';
import {
  cinemaItemPrice,
  seatKey as keyOf,
  type CinemaItemSetting,
  type PriceTemplateTicket,
  type SeatPlan,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemaShopItems, houses, shopItems } from '../../db/schema/index.js';
import { readMaster, type MasterCache } from '../../platform/master-cache.js';
import { ticketsOf } from '../price-templates/index.js';
import { sellableScreeningsById, type SellableScreening } from './sellable-screenings.js';

// What pricing a sale reads: its screenings as sellable, their screens' seats, their 券種 and the
// brand's items. The device API reads them through the master cache (once while fresh); the console
// and the demo history read them straight from the database.

/** Seat key → seat type of a screen's seat plan (from the master cache when there is one). */
const seatTypesOfHouses = async (db: Db, houseIds: number[], cache?: MasterCache) => {
  const load = async (ids: number[]) =>
    ids.length
      ? db
          .select({ id: houses.id, seatPlan: houses.seatPlan })
          .from(houses)
          .where(inArray(houses.id, ids))
          .then((rows) => rows.map(({ id, seatPlan }) => [id, seatTypesOf(seatPlan)] as const))
      : [];
  if (!cache) return new Map(await load(houseIds));
  // One after the other: the loads share the sale's transaction, which runs one query at a time.
  const out = new Map<number, Map<string, string>>();
  for (const id of houseIds) out.set(id, await cache.read(`houseSeats:${id}`, async () => (await load([id]))[0]![1]));
  return out;
};

/** The sellable screenings a sale names: with the master cache, each read once while fresh. */
export async function sellableOf(db: Db, cinemaId: number, ids: number[], cache?: MasterCache) {
  if (!cache) return sellableScreeningsById(db, cinemaId, ids);
  const out: SellableScreening[] = [];
  for (const id of ids) {
    const s = await cache.read(
      `screening:${cinemaId}:${id}`,
      async () => (await sellableScreeningsById(db, cinemaId, [id])).at(0) ?? null,
    );
    if (s) out.push(s);
  }
  return out;
}

function seatTypesOf(plan: SeatPlan) {
  const seats = new Map<string, string>();
  plan.cells.forEach((cell, i) => {
    if (cell) seats.set(keyOf(plan.rowLabels[Math.floor(i / plan.cols)] ?? '', cell.number), cell.type);
  });
  return seats;
}

type ShopItem = typeof shopItems.$inferSelect;

/** What pricing a sale reads from the database: its screenings, their seats and 券種, and its items. */
export interface PricingCatalog {
  screenings: Map<number, SellableScreening>;
  seatTypes: Map<number, Map<string, string>>;
  templates: Map<number, PriceTemplateTicket[]>;
  items: Map<number, ShopItem>;
  /** The cinema's row of each item it has one for (price, on or off, period, 売り切れ). */
  cinemaItems: Map<number, CinemaItemSetting>;
}

/** The item's price at the catalog's cinema: the one resolution the menu and the sale share. */
export const catalogItemPrice = (catalog: Pick<PricingCatalog, 'cinemaItems'>, item: ShopItem) =>
  cinemaItemPrice(item, catalog.cinemaItems.get(item.id));

const cinemaSettings = (db: Db, cinemaId: number) =>
  db
    .select({
      shopItemId: cinemaShopItems.shopItemId,
      enabled: cinemaShopItems.enabled,
      price: cinemaShopItems.price,
      saleFrom: cinemaShopItems.saleFrom,
      saleTo: cinemaShopItems.saleTo,
      soldOutOn: cinemaShopItems.soldOutOn,
    })
    .from(cinemaShopItems)
    .where(eq(cinemaShopItems.cinemaId, cinemaId))
    .then((rows) => new Map(rows.map(({ shopItemId, ...setting }) => [shopItemId, setting])));

const brandItems = (db: Db, brandId: number, itemIds?: number[]) =>
  db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.brandId, brandId), itemIds ? inArray(shopItems.id, itemIds) : undefined));

/**
 * Loads the catalog for these screenings (already read as sellable) and items of the brand. With
 * the device API's master cache, a brand's items, a template's 券種 and a screen's seats are read
 * once while fresh (the items all at once); without one, only what the sale names.
 */
export async function pricingCatalog(
  db: Db,
  at: { brandId: number; cinemaId: number },
  shown: SellableScreening[],
  itemIds: number[],
  cache?: MasterCache,
): Promise<PricingCatalog> {
  const { brandId, cinemaId } = at;
  const byHouse = await seatTypesOfHouses(db, [...new Set(shown.map((s) => s.houseId))], cache);
  const seatTypes = new Map(shown.map((s) => [s.id, byHouse.get(s.houseId) ?? new Map<string, string>()]));
  const templates = new Map<number, PriceTemplateTicket[]>();
  for (const s of shown)
    if (s.priceTemplateId && !templates.has(s.priceTemplateId)) {
      const id = s.priceTemplateId;
      templates.set(id, await readMaster(cache, `tickets:${id}`, () => ticketsOf(db, id)));
    }
  const items = !itemIds.length
    ? new Map<number, ShopItem>()
    : cache
      ? await cache.read(
          `shopItems:${brandId}`,
          async () => new Map((await brandItems(db, brandId)).map((i) => [i.id, i])),
        )
      : new Map((await brandItems(db, brandId, itemIds)).map((i) => [i.id, i]));
  const cinemaItems = !itemIds.length
    ? new Map<number, CinemaItemSetting>()
    : await readMaster(cache, `cinemaItems:${cinemaId}`, () => cinemaSettings(db, cinemaId));
  return { screenings: new Map(shown.map((s) => [s.id, s])), seatTypes, templates, items, cinemaItems };
}
