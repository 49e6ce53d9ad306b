import { and, eq } from 'drizzle-orm';
import { expandSaleLines, type SaleLine } from '@cinema/contracts';
import { writeAll, type Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { stockLocations, stockMovements } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { readMaster, type MasterCache } from '../../platform/master-cache.js';
import { findShopItemsForStock } from './stock.repository.js';

// The one call that takes a sale out of stock (and a void back in). The sales facts reach it through
// the in-transaction hooks in stock.hooks.ts, so stock moves exactly when the sale exists.

export interface SaleStockInput {
  brandId: number;
  cinemaId: number;
  /** 販売 takes out; 販売取消 (a void) puts the same quantities back. */
  kind: 'sale' | 'saleVoid';
  lines: SaleLine[];
  /** The transaction number, shown on the movement history. */
  reference: string;
  occurredAt?: Date;
  createdBy?: number | null;
  /** The device API's master cache: the brand's items and recipes and the location, read once while fresh. */
  cache?: MasterCache;
}

export const noSalesLocation = '在庫の販売場所（売店）が登録されていない劇場です。';

/** The location sales deduct from at a cinema. */
export async function salesLocationId(db: Db, cinemaId: number) {
  const [row] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.cinemaId, cinemaId), eq(stockLocations.forSales, true)));
  if (!row) throw new AppError('conflict', noSalesLocation);
  return row.id;
}

/** Writes the movements of a sale or void: the items, set components and recipe ingredients. Answers how many. */
export async function deductSale(db: Db, input: SaleStockInput): Promise<number> {
  const rows = await saleMovements(db, input);
  if (rows.length) await writeAll(db, [insertRows(stockMovements, rows)]);
  return rows.length;
}

/** The movement rows of a sale or void (a sale writes them with its own rows); none when nothing moves. */
export async function saleMovements(db: Db, input: SaleStockInput) {
  const { cache } = input;
  const items = cache
    ? await cache.read(`stockItems:${input.brandId}`, () => findShopItemsForStock(db, input.brandId, 'all'))
    : await findShopItemsForStock(db, input.brandId, input.lines);
  const deltas = expandSaleLines(input.lines, items);
  if (!deltas.length) return [];
  const locationId = await readMaster(cache, `salesLocation:${input.cinemaId}`, () =>
    salesLocationId(db, input.cinemaId),
  );
  const sign = input.kind === 'sale' ? -1 : 1;
  return deltas.map((d): typeof stockMovements.$inferInsert => ({
    brandId: input.brandId,
    cinemaId: input.cinemaId,
    locationId,
    shopItemId: d.shopItemId,
    ingredientId: d.ingredientId,
    kind: input.kind,
    quantity: sign * d.quantity,
    reference: input.reference,
    occurredAt: input.occurredAt ?? new Date(),
    createdBy: input.createdBy ?? null,
  }));
}
