import { and, eq } from 'drizzle-orm';
import { expandSaleLines, type SaleLine } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { stockLocations, stockMovements } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findShopItemsForStock } from './stock.repository.js';

// The one call that takes a sale out of stock (and a void back in). The sales feature calls it in
// the transaction that records the sale, so stock moves exactly when the sale exists.

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
  const items = await findShopItemsForStock(db, input.brandId, input.lines);
  const deltas = expandSaleLines(input.lines, items);
  if (!deltas.length) return 0;
  const locationId = await salesLocationId(db, input.cinemaId);
  const sign = input.kind === 'sale' ? -1 : 1;
  await db.insert(stockMovements).values(
    deltas.map((d) => ({
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
    })),
  );
  return deltas.length;
}
