import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ingredientUnit, type InventoryTargetKind } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accounts,
  ingredients,
  inventoryBalanceDay as b,
  shopItems,
  stockCountLines,
  stockCounts,
} from '../../db/schema/index.js';

// Reads of the 受払表 and 棚卸: the brand's stock targets, R9 sums and the counts.

export interface Target {
  key: string;
  kind: InventoryTargetKind;
  shopItemId: number | null;
  ingredientId: number | null;
  code: string;
  name: string;
  nameKana: string | null;
  unit: string;
  unitCost: number | null;
  minStock: number | null;
  /** Stock-controlled now (others show only while they have movements). */
  controlled: boolean;
}

export const targetKey = (shopItemId: number | null, ingredientId: number | null) =>
  shopItemId != null ? `item:${shopItemId}` : `ingredient:${ingredientId}`;

/** The brand's shop items (not sets) and ingredients, as 受払表 rows name them. */
export async function brandTargets(db: Db, brandId: number): Promise<Map<string, Target>> {
  const items = await db
    .select({
      id: shopItems.id,
      code: shopItems.code,
      name: shopItems.name,
      nameKana: shopItems.nameKana,
      cost: shopItems.purchasePrice,
      minStock: shopItems.minStock,
      controlled: shopItems.inventoryControl,
    })
    .from(shopItems)
    .where(eq(shopItems.brandId, brandId));
  const materials = await db
    .select({
      id: ingredients.id,
      code: ingredients.code,
      name: ingredients.name,
      nameKana: ingredients.nameKana,
      unit: ingredients.unit,
      price: ingredients.purchasePrice,
      per: ingredients.purchaseQuantity,
      minStock: ingredients.minStock,
      controlled: ingredients.stockControlled,
    })
    .from(ingredients)
    .where(eq(ingredients.brandId, brandId));
  const all: Target[] = [
    ...items.map((i) => ({
      key: targetKey(i.id, null),
      kind: 'item' as const,
      shopItemId: i.id,
      ingredientId: null,
      code: i.code,
      name: i.name,
      nameKana: i.nameKana,
      unit: '個',
      unitCost: i.cost,
      minStock: i.minStock,
      controlled: i.controlled,
    })),
    ...materials.map((m) => ({
      key: targetKey(null, m.id),
      kind: 'ingredient' as const,
      shopItemId: null,
      ingredientId: m.id,
      code: m.code,
      name: m.name,
      nameKana: m.nameKana,
      unit: ingredientUnit.labels[m.unit],
      unitCost: m.per ? m.price / m.per : null,
      minStock: m.minStock,
      controlled: m.controlled,
    })),
  ];
  return new Map(all.map((t) => [t.key, t]));
}

const total = sql`${b.received} + ${b.sold} + ${b.adjusted} + ${b.moved}`;
const sumIf = (value: SQL | AnyPgColumn, when: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${when}), 0)`.mapWith(Number);

/**
 * R9 sums per target for a period: opening (before `from`) and each movement class in it at the
 * location (or all), and the cinema's whole stock at the end of `to` for the minimum check.
 */
export async function periodSums(db: Db, cinemaId: number, from: string, to: string, locationId?: number) {
  const here = locationId ? sql`${b.locationId} = ${locationId}` : sql`true`;
  const inPeriod = sql`${here} and ${b.businessDate} >= ${from}`;
  return db
    .select({
      shopItemId: b.shopItemId,
      ingredientId: b.ingredientId,
      opening: sumIf(total, sql`${here} and ${b.businessDate} < ${from}`),
      received: sumIf(b.received, inPeriod),
      sold: sumIf(b.sold, inPeriod),
      adjusted: sumIf(b.adjusted, inPeriod),
      moved: sumIf(b.moved, inPeriod),
      cinemaClosing: sumIf(total, sql`true`),
    })
    .from(b)
    .where(and(eq(b.cinemaId, cinemaId), lte(b.businessDate, to)))
    .groupBy(b.shopItemId, b.ingredientId);
}

/**
 * R9 sums per cinema and target over several cinemas in one query (在庫一覧's brand total): opening (before `from`)
 * and each movement class in the period, every location of each cinema.
 */
export async function cinemasPeriodSums(db: Db, cinemaIds: number[], from: string, to: string) {
  if (!cinemaIds.length) return [];
  const inPeriod = sql`${b.businessDate} >= ${from}`;
  return db
    .select({
      cinemaId: b.cinemaId,
      shopItemId: b.shopItemId,
      ingredientId: b.ingredientId,
      opening: sumIf(total, sql`${b.businessDate} < ${from}`),
      received: sumIf(b.received, inPeriod),
      sold: sumIf(b.sold, inPeriod),
      adjusted: sumIf(b.adjusted, inPeriod),
      moved: sumIf(b.moved, inPeriod),
    })
    .from(b)
    .where(and(inArray(b.cinemaId, cinemaIds), lte(b.businessDate, to)))
    .groupBy(b.cinemaId, b.shopItemId, b.ingredientId);
}

/** Theoretical stock per target at a location at the end of a business day. */
export async function stockAt(db: Db, locationId: number, date: string) {
  const rows = await db
    .select({
      shopItemId: b.shopItemId,
      ingredientId: b.ingredientId,
      quantity: sql<number>`coalesce(sum(${total}), 0)`.mapWith(Number),
    })
    .from(b)
    .where(and(eq(b.locationId, locationId), lte(b.businessDate, date)))
    .groupBy(b.shopItemId, b.ingredientId);
  return new Map(rows.map((r) => [targetKey(r.shopItemId, r.ingredientId), r.quantity]));
}

/** Count lines of the cinema's counts in a period (of a location), newest count first. */
export async function countLinesIn(db: Db, cinemaId: number, from: string, to: string, locationId?: number) {
  return db
    .select({
      locationId: stockCounts.locationId,
      countDate: stockCounts.countDate,
      shopItemId: stockCountLines.shopItemId,
      ingredientId: stockCountLines.ingredientId,
      counted: stockCountLines.counted,
      difference: stockCountLines.difference,
    })
    .from(stockCountLines)
    .innerJoin(stockCounts, eq(stockCounts.id, stockCountLines.countId))
    .where(
      and(
        eq(stockCounts.cinemaId, cinemaId),
        gte(stockCounts.countDate, from),
        lte(stockCounts.countDate, to),
        locationId ? eq(stockCounts.locationId, locationId) : undefined,
      ),
    )
    .orderBy(desc(stockCounts.countDate));
}

/** The count of a location and date, with its lines and who saved it last. */
export async function findCount(db: Db, locationId: number, countDate: string) {
  const [count] = await db
    .select({ id: stockCounts.id, updatedAt: stockCounts.updatedAt, countedBy: accounts.displayName })
    .from(stockCounts)
    .leftJoin(accounts, eq(accounts.id, stockCounts.countedBy))
    .where(and(eq(stockCounts.locationId, locationId), eq(stockCounts.countDate, countDate)));
  if (!count) return null;
  const lines = await db
    .select()
    .from(stockCountLines)
    .where(eq(stockCountLines.countId, count.id))
    .orderBy(asc(stockCountLines.id));
  return { ...count, lines };
}
