import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cinemas, ingredients, shopItems, stockMovements } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { deductSale, noSalesLocation } from './stock.service.js';

let t: TestContext;
let db: Db;
let brandId: number;
let cinemaId: number;
let item: Record<string, number>;
let ingredient: Record<string, number>;

const balance = async (col: 'shopItemId' | 'ingredientId', id: number) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number) })
    .from(stockMovements)
    .where(and(eq(stockMovements.cinemaId, cinemaId), eq(stockMovements[col], id)));
  return row!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [c] = await db.select().from(cinemas).where(eq(cinemas.code, '0102'));
  cinemaId = c!.id;
  brandId = c!.brandId;
  item = Object.fromEntries(
    (await db.select().from(shopItems).where(eq(shopItems.brandId, brandId))).map((r) => [r.code, r.id]),
  );
  ingredient = Object.fromEntries(
    (await db.select().from(ingredients).where(eq(ingredients.brandId, brandId))).map((r) => [r.code, r.id]),
  );
});
afterAll(() => t.close());

describe('deductSale', () => {
  it('takes a pair set out as its components: the popcorn L’s corn and the chosen drinks’ cups', async () => {
    const [corn, cupM, syrup] = [ingredient['M001']!, ingredient['M009']!, ingredient['M011']!];
    const before = {
      corn: await balance('ingredientId', corn),
      cup: await balance('ingredientId', cupM),
      syrup: await balance('ingredientId', syrup),
    };
    const n = await deductSale(db, {
      brandId,
      cinemaId,
      kind: 'sale',
      reference: 'T-0001',
      lines: [
        {
          itemId: item['S001']!,
          quantity: 1,
          choices: [{ group: 'ドリンクM お好きなもの', itemId: item['D001']! }],
        },
      ],
    });
    expect(n).toBeGreaterThan(0);
    expect(await balance('ingredientId', corn)).toBe(before.corn - 90);
    expect(await balance('ingredientId', cupM)).toBe(before.cup - 2);
    expect(await balance('ingredientId', syrup)).toBe(before.syrup - 120);
    const rows = await db.select().from(stockMovements).where(eq(stockMovements.reference, 'T-0001'));
    expect(rows.every((r) => r.kind === 'sale' && r.quantity < 0)).toBe(true);
  });

  it('a stock-controlled item and its recipe both move, and a void puts back exactly what the sale took', async () => {
    const [hotdog, sausage] = [item['F002']!, ingredient['M012']!];
    const before = [await balance('shopItemId', hotdog), await balance('ingredientId', sausage)];
    const sale = { brandId, cinemaId, reference: 'T-0002', lines: [{ itemId: hotdog, quantity: 3 }] };
    await deductSale(db, { ...sale, kind: 'sale' });
    expect([await balance('shopItemId', hotdog), await balance('ingredientId', sausage)]).toEqual([
      before[0]! - 3,
      before[1]! - 3,
    ]);
    await deductSale(db, { ...sale, kind: 'saleVoid' });
    expect([await balance('shopItemId', hotdog), await balance('ingredientId', sausage)]).toEqual(before);
    const voids = await db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.reference, 'T-0002'), eq(stockMovements.kind, 'saleVoid')));
    expect(voids.map((v) => v.quantity)).toEqual([3, 3, 3]);
  });

  it('options decide the recipe: a caramel L popcorn uses 90 g of corn and 30 ml of syrup', async () => {
    const [corn, caramel] = [ingredient['M001']!, ingredient['M004']!];
    const before = [await balance('ingredientId', corn), await balance('ingredientId', caramel)];
    await deductSale(db, {
      brandId,
      cinemaId,
      kind: 'sale',
      reference: 'T-0003',
      lines: [
        {
          itemId: item['F001']!,
          quantity: 2,
          options: [
            { group: 'サイズ', choice: 'L' },
            { group: 'フレーバー', choice: 'キャラメル' },
          ],
        },
      ],
    });
    expect([await balance('ingredientId', corn), await balance('ingredientId', caramel)]).toEqual([
      before[0]! - 180,
      before[1]! - 60,
    ]);
  });

  it('another brand’s items move nothing, and a cinema without a sales location is refused', async () => {
    const [other] = await db.select().from(cinemas).where(eq(cinemas.code, '0201'));
    expect(
      await deductSale(db, {
        brandId: other!.brandId,
        cinemaId: other!.id,
        kind: 'sale',
        reference: 'T-0004',
        lines: [{ itemId: item['F002']!, quantity: 1 }],
      }),
    ).toBe(0);
    await db.execute(sql`update stock_locations set for_sales = false where cinema_id = ${cinemaId}`);
    await expect(
      deductSale(db, {
        brandId,
        cinemaId,
        kind: 'sale',
        reference: 'T-0005',
        lines: [{ itemId: item['F002']!, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ message: noSalesLocation });
  });

  it('the demo month leaves 新宿 below the minimum for pamphlets and hot dogs', async () => {
    const [shinjuku] = await db.select().from(cinemas).where(eq(cinemas.code, '0101'));
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number) })
      .from(stockMovements)
      .where(and(eq(stockMovements.cinemaId, shinjuku!.id), eq(stockMovements.shopItemId, item['F002']!)));
    expect(row!.n).toBeLessThan(30);
    const [sales] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(stockMovements)
      .where(and(eq(stockMovements.cinemaId, shinjuku!.id), eq(stockMovements.kind, 'sale')));
    expect(sales!.n).toBeGreaterThan(100);
  });
});
