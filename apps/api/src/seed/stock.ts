import { and, asc, eq } from 'drizzle-orm';
import type { SaleLine } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { cinemas, ingredients, shopItems, stockLocations, stockMovements } from '../db/schema/index.js';
import { deductSale } from '../modules/stock/index.js';
import { fail, getOrFail } from '@cinema/contracts';

// Stock for the demo: a 売店 and a 倉庫 per cinema, an opening 入庫 a month ago, then a month of
// daily stand-in sales taken out through the same deductSale the sales facts reach through stock.hooks.ts, except at the
// cinemas whose sales history is written (sales-history/: it takes its own sales out of stock, and
// both would count each day twice). Pamphlets and hot dogs are left below their minimum at 新宿 so
// the flag shows.

const DAYS = 30;
const DAY = 86_400_000;

/**
 * `history`: brands whose demo sales history (of `days` days) takes their stock out instead of the
 * stand-in sales; their opening stock is taken in before the history starts and covers all of it.
 */
export async function seedStock(
  db: Db,
  now = new Date(),
  history: { brandIds: number[]; days: number } = { brandIds: [], days: 0 },
) {
  const all = await db.select({ id: cinemas.id, brandId: cinemas.brandId, code: cinemas.code }).from(cinemas);
  for (const cinema of all.sort((a, b) => a.id - b.id)) {
    const [shop = fail('the shop location was not written')] = await db
      .insert(stockLocations)
      .values([
        { brandId: cinema.brandId, cinemaId: cinema.id, name: '売店', forSales: true },
        { brandId: cinema.brandId, cinemaId: cinema.id, name: '倉庫' },
      ])
      .returning({ id: stockLocations.id });
    const items = await db
      .select({ id: shopItems.id, code: shopItems.code, minStock: shopItems.minStock, kind: shopItems.kind })
      .from(shopItems)
      .where(and(eq(shopItems.brandId, cinema.brandId), eq(shopItems.inventoryControl, true)))
      .orderBy(asc(shopItems.id));
    const materials = await db
      .select({ id: ingredients.id, minStock: ingredients.minStock })
      .from(ingredients)
      .where(and(eq(ingredients.brandId, cinema.brandId), eq(ingredients.stockControlled, true)));
    const ownHistory = history.brandIds.includes(cinema.brandId);
    const days = ownHistory ? Math.max(DAYS, history.days + 1) : DAYS;
    const opening = new Date(now.getTime() - days * DAY);
    // Opening stock covers a month of sales: longer histories take in as many months' worth.
    const months = Math.ceil(days / DAYS);
    // 新宿 is short of pamphlets and hot dogs: their opening stock barely covers the month.
    const short = (code: string) => cinema.code === '0101' && (code.startsWith('PF') || code === 'F002');
    await db.insert(stockMovements).values([
      ...items.map((i) => ({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        locationId: shop.id,
        shopItemId: i.id,
        kind: 'receipt' as const,
        // Food and drink sell dozens a day: their opening stock covers the month.
        quantity:
          months *
          (short(i.code)
            ? i.code === 'F002'
              ? 310
              : 3
            : i.kind === 'concession'
              ? 3000
              : Math.max(200, (i.minStock ?? 0) * 20)),
        reason: '期首在庫',
        occurredAt: opening,
      })),
      ...materials.map((m) => ({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        locationId: shop.id,
        ingredientId: m.id,
        kind: 'receipt' as const,
        quantity: months * (m.minStock ?? 100) * 40,
        reason: '期首在庫',
        occurredAt: opening,
      })),
    ]);
    if (ownHistory) continue;
    const byCode = new Map(
      (
        await db
          .select({ id: shopItems.id, code: shopItems.code })
          .from(shopItems)
          .where(eq(shopItems.brandId, cinema.brandId))
      ).map((r) => [r.code, r.id]),
    );
    const id = (code: string) => getOrFail(byCode, code, 'demo shop item');
    for (let day = 1; day <= DAYS; day++) {
      const weekend = new Date(opening.getTime() + day * DAY).getDay() % 6 === 0 ? 2 : 1;
      const n = (base: number) => base * weekend + ((day * 7 + cinema.id * 3) % 5);
      const lines: SaleLine[] = [
        {
          itemId: id('F001'),
          quantity: n(20),
          options: [
            { group: 'サイズ', choice: 'M' },
            { group: 'フレーバー', choice: '塩' },
          ],
        },
        {
          itemId: id('F001'),
          quantity: n(8),
          options: [
            { group: 'サイズ', choice: 'L' },
            { group: 'フレーバー', choice: 'キャラメル' },
          ],
        },
        { itemId: id('D001'), quantity: n(25), options: [{ group: 'サイズ', choice: 'M' }] },
        { itemId: id('F002'), quantity: n(6) },
        {
          itemId: id('S001'),
          quantity: n(4),
          choices: [{ group: 'ドリンクM お好きなもの', itemId: id('D002') }],
        },
        { itemId: id('G001'), quantity: n(1) },
      ];
      await deductSale(db, {
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        kind: 'sale',
        lines,
        reference: `DEMO-${cinema.code}-${String(day).padStart(2, '0')}`,
        occurredAt: new Date(opening.getTime() + day * DAY),
      });
    }
  }
}
