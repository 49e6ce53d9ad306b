import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  adjustmentKinds,
  ingredientUnit,
  type InventoryAdjustment,
  type InventoryAdjustmentListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, ingredients, shopItems, stockLocations, stockMovements } from '../../db/schema/index.js';
import { pageOf, totalCount, listAnswer } from '../../platform/list.js';

const tokyoDayStart = (date: string) => new Date(`${date}T00:00:00+09:00`);
const nextDay = (date: string) => new Date(tokyoDayStart(date).getTime() + 86_400_000);

const columns = {
  id: stockMovements.id,
  occurredAt: stockMovements.occurredAt,
  kind: stockMovements.kind,
  locationName: stockLocations.name,
  itemCode: shopItems.code,
  itemName: shopItems.name,
  itemCost: shopItems.purchasePrice,
  ingredientCode: ingredients.code,
  ingredientName: ingredients.name,
  ingredientUnit: ingredients.unit,
  ingredientPrice: ingredients.purchasePrice,
  ingredientQuantity: ingredients.purchaseQuantity,
  quantity: stockMovements.quantity,
  reason: stockMovements.reason,
  staffName: accounts.displayName,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const toRecord = (r: Row): InventoryAdjustment => {
  const unitCost = r.itemCode
    ? r.itemCost
    : r.ingredientPrice != null && r.ingredientQuantity
      ? r.ingredientPrice / r.ingredientQuantity
      : null;
  return {
    id: r.id!,
    occurredAt: r.occurredAt!.toISOString(),
    kind: r.kind!,
    locationName: r.locationName ?? '',
    code: r.itemCode ?? r.ingredientCode ?? '',
    name: r.itemName ?? r.ingredientName ?? '',
    unit: r.ingredientUnit ? ingredientUnit.labels[r.ingredientUnit] : '個',
    quantity: r.quantity!,
    unitCost,
    amount: unitCost == null ? null : Math.round(unitCost * r.quantity!),
    reason: r.reason,
    staffName: r.staffName,
  };
};

const select = (db: Db) =>
  db
    .select({ ...columns, total: totalCount })
    .from(stockMovements)
    .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
    .leftJoin(shopItems, eq(shopItems.id, stockMovements.shopItemId))
    .leftJoin(ingredients, eq(ingredients.id, stockMovements.ingredientId))
    .leftJoin(accounts, eq(accounts.id, stockMovements.createdBy));

/** The cinema's non-sale movements, newest first (sales have their own logs). */
export async function listAdjustments(db: Db, cinemaId: number, q: InventoryAdjustmentListQuery) {
  const where = and(
    eq(stockMovements.cinemaId, cinemaId),
    q.kind ? eq(stockMovements.kind, q.kind) : inArray(stockMovements.kind, [...adjustmentKinds]),
    q.from ? gte(stockMovements.occurredAt, tokyoDayStart(q.from)) : undefined,
    q.to ? lt(stockMovements.occurredAt, nextDay(q.to)) : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(
      q.sortOrder === 'ascend' ? stockMovements.occurredAt : desc(stockMovements.occurredAt),
      desc(stockMovements.id),
    )
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return listAnswer(
    rows.map(({ total: _t, ...r }) => toRecord(r)),
    rows[0]?.total ?? 0,
    q,
  );
}

export async function findAdjustment(db: Db, id: number) {
  const [row] = await select(db).where(eq(stockMovements.id, id));
  if (!row) return null;
  const { total: _t, ...r } = row;
  return toRecord(r);
}
