import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { businessDateOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  cinemas,
  deviceNotificationLogs,
  inventoryBalanceDay,
  shopItems,
  stockLocations,
  stockMovements,
} from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { rebuildInventoryRollup } from './inventory-rollup.js';
import { deductSale } from './stock.service.js';

// R9 against the facts: after the demo month, sales, voids, adjustments, transfers and a count, the
// trigger-kept rollup equals a scan of stock_movements grouped in TypeScript, and so does a rebuild.

let t: TestContext;
let db: Db;
let cinema: { id: number; brandId: number; cutoff: number };
let shop: number;
let store: number;
let item: Record<string, number>;

const classOf: Record<string, 'received' | 'sold' | 'adjusted' | 'moved'> = {
  receipt: 'received',
  sale: 'sold',
  saleVoid: 'sold',
  transferOut: 'moved',
  transferIn: 'moved',
};

/** The rollup recomputed from the raw movements, keyed as its unique key, every cinema. */
async function rawScan() {
  const cutoffs = new Map((await db.select().from(cinemas)).map((c) => [c.id, c.businessDayCutoffHour]));
  const out = new Map<string, { received: number; sold: number; adjusted: number; moved: number }>();
  for (const m of await db.select().from(stockMovements)) {
    const bd = businessDateOf(m.occurredAt, cutoffs.get(m.cinemaId)!);
    const key = `${m.locationId}|${m.shopItemId}|${m.ingredientId}|${bd}`;
    const row = out.get(key) ?? { received: 0, sold: 0, adjusted: 0, moved: 0 };
    row[classOf[m.kind] ?? 'adjusted'] += m.quantity;
    out.set(key, row);
  }
  return out;
}

async function rollup() {
  const rows = await db.select().from(inventoryBalanceDay);
  return new Map(
    rows.map((r) => [
      `${r.locationId}|${r.shopItemId}|${r.ingredientId}|${r.businessDate}`,
      { received: r.received, sold: r.sold, adjusted: r.adjusted, moved: r.moved },
    ]),
  );
}

const move = (
  kind: 'receipt' | 'transferOut' | 'transferIn' | 'disposal',
  locationId: number,
  quantity: number,
  at?: Date,
) =>
  db.insert(stockMovements).values({
    brandId: cinema.brandId,
    cinemaId: cinema.id,
    locationId,
    shopItemId: item['F002']!,
    kind,
    quantity,
    ...(at ? { occurredAt: at } : {}),
  });

const lowStockNotices = async () =>
  (
    await db
      .select({ message: deviceNotificationLogs.message })
      .from(deviceNotificationLogs)
      .where(and(eq(deviceNotificationLogs.cinemaId, cinema.id), eq(deviceNotificationLogs.kind, 'lowStock')))
  ).filter((n) => n.message.includes('F002'));

const cinemaStock = async () => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number) })
    .from(stockMovements)
    .where(and(eq(stockMovements.cinemaId, cinema.id), eq(stockMovements.shopItemId, item['F002']!)));
  return row!.n;
};

const sell = (quantity: number, kind: 'sale' | 'saleVoid' = 'sale') =>
  deductSale(db, {
    brandId: cinema.brandId,
    cinemaId: cinema.id,
    kind,
    reference: `R-${quantity}`,
    lines: [{ itemId: item['F002']!, quantity }],
  });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [c] = await db.select().from(cinemas).where(eq(cinemas.code, '0102'));
  cinema = { id: c!.id, brandId: c!.brandId, cutoff: c!.businessDayCutoffHour };
  const locations = await db.select().from(stockLocations).where(eq(stockLocations.cinemaId, cinema.id));
  shop = locations.find((l) => l.forSales)!.id;
  store = locations.find((l) => !l.forSales)!.id;
  item = Object.fromEntries(
    (await db.select().from(shopItems).where(eq(shopItems.brandId, cinema.brandId))).map((r) => [r.code, r.id]),
  );
});
afterAll(() => t.close());

describe('inventory_balance_day (R9)', () => {
  it('holds the demo month exactly as the movements', async () => {
    const raw = await rawScan();
    expect(raw.size).toBeGreaterThan(100);
    expect(await rollup()).toEqual(raw);
  });

  it('stays equal to a raw scan after sales, voids, adjustments, transfers and a count, and a rebuild agrees', async () => {
    await sell(3);
    await sell(3, 'saleVoid');
    await sell(2);
    await move('receipt', store, 40);
    await db.transaction(async (tx) => {
      await tx.insert(stockMovements).values([
        { ...base(), locationId: store, kind: 'transferOut', quantity: -25 },
        { ...base(), locationId: shop, kind: 'transferIn', quantity: 25 },
      ]);
    });
    await move('disposal', shop, -1);
    // 03:00 in Tokyo belongs to the business day before (the day turns over at 05:00).
    const night = new Date('2026-11-10T18:00:00Z');
    await move('receipt', shop, 7, night);
    const shinjuku = await t.login('shinjuku');
    const count = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/count',
      headers: auth(shinjuku),
      payload: {
        locationId: await salesLocationOf('0101'),
        countDate: '2026-11-20',
        lines: [{ shopItemId: item['F002'], counted: 1 }],
      },
    });
    expect(count.statusCode).toBe(200);
    const raw = await rawScan();
    expect(await rollup()).toEqual(raw);
    expect(businessDateOf(night, cinema.cutoff)).toBe('2026-11-10');
    expect(raw.get(`${shop}|${item['F002']}|null|2026-11-10`)).toMatchObject({ received: 7 });
    // A damaged rollup is put right by the rebuild.
    await db.update(inventoryBalanceDay).set({ sold: 0 }).where(eq(inventoryBalanceDay.cinemaId, cinema.id));
    expect(await rollup()).not.toEqual(raw);
    await rebuildInventoryRollup(db, cinema.id);
    expect(await rollup()).toEqual(raw);
    await rebuildInventoryRollup(db);
    expect(await rollup()).toEqual(raw);
  });

  it('raises one 在庫不足 notice when a sale crosses the minimum, not one per sale', async () => {
    const [hotdog] = await db.select().from(shopItems).where(eq(shopItems.id, item['F002']!));
    const minimum = hotdog!.minStock!;
    const before = (await lowStockNotices()).length;
    await sell((await cinemaStock()) - minimum);
    expect(await cinemaStock()).toBe(minimum);
    expect(await lowStockNotices()).toHaveLength(before);
    await sell(1);
    await sell(1);
    await sell(2);
    const notices = await lowStockNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.message).toBe(
      `「ホットドッグ」（F002）の在庫が最低在庫${minimum}個を下回りました（理論在庫 ${minimum - 1}個）。`,
    );
    // Restocked above the minimum, the next crossing is told again.
    await move('receipt', shop, 50);
    await sell(60);
    expect(await lowStockNotices()).toHaveLength(before + 2);
  });
});

function base() {
  return { brandId: cinema.brandId, cinemaId: cinema.id, shopItemId: item['F002']!, reason: null };
}

async function salesLocationOf(code: string) {
  const [row] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .innerJoin(cinemas, eq(cinemas.id, stockLocations.cinemaId))
    .where(and(eq(cinemas.code, code), eq(stockLocations.forSales, true)));
  return row!.id;
}
