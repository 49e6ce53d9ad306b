import { readAll } from '../../db/reads.js';
import { and, asc, eq, exists, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { toKatakana, type ShopItem, type ShopItemCreateBody, type ShopItemListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemaShopItems, shopItems } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { sellingCinemaCounts } from '../cinema-shop-items/index.js';
import { partsOf } from './shop-item-parts.repository.js';

type Row = typeof shopItems.$inferSelect;
export type ShopItemFields = Omit<ShopItemCreateBody, 'kind' | 'cinemaIds'>;
/** The item's own columns; recipe and set contents live in their tables. */
export type ShopItemColumns = Omit<ShopItemFields, 'recipe' | 'components'>;

const toRecord = (r: Row) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function withParts<T extends { id: number }>(db: Db, items: T[]) {
  const parts = await partsOf(
    db,
    items.map((i) => i.id),
  );
  return items.map((i) => ({ ...i, ...parts.get(i.id)! }));
}

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: shopItems.brandId });
const defaultOrder = [asc(shopItems.sortOrder), asc(shopItems.code), asc(shopItems.id)];

/** Name, code and JAN as typed; the kana reading with the keyword folded to katakana (ぽっぷ finds ポップ). */
function itemKeyword(keyword: string | undefined) {
  if (!keyword) return undefined;
  return or(
    keywordWhere(keyword, [shopItems.name, shopItems.nameKana, shopItems.code, shopItems.janCode]),
    keywordWhere(toKatakana(keyword), [shopItems.nameKana, shopItems.name]),
  );
}

export async function listShopItems(db: Db, scope: Scope, q: ShopItemListQuery) {
  const where = and(
    scoped(scope),
    eq(shopItems.kind, q.kind),
    itemKeyword(q.keyword),
    q.shopGroup ? eq(shopItems.shopGroup, q.shopGroup) : undefined,
    q.category ? eq(shopItems.category, q.category) : undefined,
    q.state ? eq(shopItems.state, q.state) : undefined,
    q.cinemaId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(cinemaShopItems)
            .where(
              and(
                eq(cinemaShopItems.shopItemId, shopItems.id),
                eq(cinemaShopItems.cinemaId, q.cinemaId),
                eq(cinemaShopItems.enabled, true),
              ),
            ),
        )
      : undefined,
  );
  const sortable = {
    code: shopItems.code,
    name: shopItems.name,
    nameKana: shopItems.nameKana,
    price: shopItems.price,
    sortOrder: shopItems.sortOrder,
    state: shopItems.state,
    updatedAt: shopItems.updatedAt,
  };
  const rows = await db
    .select({ ...getTableColumns(shopItems), total: totalCount })
    .from(shopItems)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  const page = await pageAnswer(rows, q, toRecord, () => countWhere(db, shopItems, where));
  const ids = page.list.map((i) => i.id);
  const [list, counts] = await readAll(
    db,
    () => withParts(db, page.list),
    () => sellingCinemaCounts(db, ids),
  );
  return { ...page, list: list.map((i) => ({ ...i, ...(counts.get(i.id) ?? { sellingCinemas: 0, cinemaCount: 0 }) })) };
}

export async function findShopItem(db: Db, scope: Scope, id: number): Promise<ShopItem | null> {
  const [row] = await db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, id), scoped(scope)));
  return row ? ((await withParts(db, [toRecord(row)]))[0] as ShopItem) : null;
}

/** Codes and JAN codes of the brand already taken, among those given (the import checks a file at once). */
export async function takenCodes(db: Db, brandId: number, codes: string[], jans: string[]) {
  if (!codes.length && !jans.length) return { codes: new Set<string>(), jans: new Set<string>() };
  const rows = await db
    .select({ code: shopItems.code, janCode: shopItems.janCode })
    .from(shopItems)
    .where(
      and(
        eq(shopItems.brandId, brandId),
        or(
          codes.length ? inArray(shopItems.code, codes) : undefined,
          jans.length ? inArray(shopItems.janCode, jans) : undefined,
        ),
      ),
    );
  return {
    codes: new Set(rows.map((r) => r.code)),
    jans: new Set(rows.flatMap((r) => (r.janCode ? [r.janCode] : []))),
  };
}

export async function insertShopItems(
  db: Db,
  brandId: number,
  items: (ShopItemColumns & Pick<ShopItemCreateBody, 'kind'>)[],
) {
  if (!items.length) return [];
  const rows = await db
    .insert(shopItems)
    .values(items.map((item) => ({ ...item, brandId })))
    .returning({ id: shopItems.id });
  return rows.map((r) => r.id);
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateShopItem(db: Db, fields: ShopItemColumns, id: number, version: number) {
  const rows = await db
    .update(shopItems)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(shopItems.id, id), eq(shopItems.version, version)))
    .returning({ id: shopItems.id });
  return rows.length > 0;
}

/** The brand's items among those given (code and name for the audit log); another brand's are left out. */
export function brandItems(db: Db, brandId: number, ids: number[]) {
  return db
    .select({ id: shopItems.id, code: shopItems.code, name: shopItems.name })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, brandId), inArray(shopItems.id, ids)));
}
