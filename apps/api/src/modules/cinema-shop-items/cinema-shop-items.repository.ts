import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { cinemaItemPrice, toKatakana, type CinemaShopItem, type CinemaShopItemListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemaShopItems, cinemas, shopItems } from '../../db/schema/index.js';
import { iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';

// The brand's items with the cinema's row beside each (none: not sold there).

export type CinemaDay = { id: number; brandId: number; businessDate: string };

const columns = {
  shopItemId: shopItems.id,
  kind: shopItems.kind,
  code: shopItems.code,
  name: shopItems.name,
  nameKana: shopItems.nameKana,
  shopGroup: shopItems.shopGroup,
  category: shopItems.category,
  state: shopItems.state,
  masterPrice: shopItems.price,
  masterSaleFrom: shopItems.saleFrom,
  masterSaleTo: shopItems.saleTo,
  enabled: cinemaShopItems.enabled,
  price: cinemaShopItems.price,
  saleFrom: cinemaShopItems.saleFrom,
  saleTo: cinemaShopItems.saleTo,
  soldOutOn: cinemaShopItems.soldOutOn,
  version: cinemaShopItems.version,
  updatedAt: cinemaShopItems.updatedAt,
};
/** The brand's items, each with the cinema's row when it has one. */
const withCinemaRow = (db: Db, cinemaId: number) =>
  db
    .select(columns)
    .from(shopItems)
    .leftJoin(
      cinemaShopItems,
      and(eq(cinemaShopItems.shopItemId, shopItems.id), eq(cinemaShopItems.cinemaId, cinemaId)),
    );
type Row = Awaited<ReturnType<typeof withCinemaRow>>[number];

export const toCinemaShopItem =
  (businessDate: string) =>
  (r: Row): CinemaShopItem => ({
    ...r,
    enabled: r.enabled ?? false,
    effectivePrice: cinemaItemPrice({ price: r.masterPrice }, { price: r.price }),
    soldOut: r.soldOutOn === businessDate,
    version: r.version ?? 0,
    updatedAt: iso(r.updatedAt),
  });

/** Name, code and JAN as typed; the kana reading with the keyword folded to katakana (ぽっぷ finds ポップ). */
function itemKeyword(keyword: string | undefined) {
  if (!keyword) return undefined;
  return or(
    keywordWhere(keyword, [shopItems.name, shopItems.nameKana, shopItems.code, shopItems.janCode]),
    keywordWhere(toKatakana(keyword), [shopItems.nameKana, shopItems.name]),
  );
}

export async function listCinemaShopItems(db: Db, cinema: CinemaDay, q: CinemaShopItemListQuery) {
  const where = and(
    eq(shopItems.brandId, cinema.brandId),
    itemKeyword(q.keyword),
    q.kind ? eq(shopItems.kind, q.kind) : undefined,
    q.shopGroup ? eq(shopItems.shopGroup, q.shopGroup) : undefined,
    q.state ? eq(shopItems.state, q.state) : undefined,
    q.enabled === undefined ? undefined : sql`coalesce(${cinemaShopItems.enabled}, false) = ${q.enabled}`,
  );
  const sortable = {
    sortOrder: shopItems.sortOrder,
    code: shopItems.code,
    name: shopItems.name,
    price: shopItems.price,
  };
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(shopItems)
    .leftJoin(
      cinemaShopItems,
      and(eq(cinemaShopItems.shopItemId, shopItems.id), eq(cinemaShopItems.cinemaId, cinema.id)),
    )
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(shopItems.sortOrder), asc(shopItems.code), asc(shopItems.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toCinemaShopItem(cinema.businessDate), async () => {
    const [n] = await db
      .select({ n: count() })
      .from(shopItems)
      .leftJoin(
        cinemaShopItems,
        and(eq(cinemaShopItems.shopItemId, shopItems.id), eq(cinemaShopItems.cinemaId, cinema.id)),
      )
      .where(where);
    return n?.n ?? 0;
  });
}

/** One brand item with the cinema's row, or null when the item is not the cinema's brand's. */
export async function findCinemaShopItem(db: Db, cinema: CinemaDay, shopItemId: number) {
  const [row] = await withCinemaRow(db, cinema.id).where(
    and(eq(shopItems.id, shopItemId), eq(shopItems.brandId, cinema.brandId)),
  );
  return row ? toCinemaShopItem(cinema.businessDate)(row) : null;
}

/**
 * 販売劇場数 of the 売店商品 lists, in one grouped query for a page of items: how many of the item's
 * brand's cinemas sell it, and how many cinemas the brand has.
 */
export async function sellingCinemaCounts(db: Db, itemIds: number[]) {
  const counts = new Map<number, { sellingCinemas: number; cinemaCount: number }>();
  if (!itemIds.length) return counts;
  const rows = await db
    .select({
      id: shopItems.id,
      sellingCinemas: sql<number>`(count(${cinemaShopItems.id}) filter (where ${cinemaShopItems.enabled}))::int`,
      cinemaCount: sql<number>`(select count(*) from ${cinemas} where ${cinemas.brandId} = ${shopItems.brandId})::int`,
    })
    .from(shopItems)
    .leftJoin(cinemaShopItems, eq(cinemaShopItems.shopItemId, shopItems.id))
    .where(inArray(shopItems.id, itemIds))
    .groupBy(shopItems.id);
  for (const { id, ...n } of rows) counts.set(id, n);
  return counts;
}
