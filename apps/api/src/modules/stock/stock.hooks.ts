import { stockMovements } from '../../db/schema/index.js';
import type { FactHookSet } from '../../platform/events.js';
import { deductSale, saleMovements } from './stock.service.js';

// A paid sale takes its shop lines out of stock in its own transaction (docs/sales.md, "the path of a sale"):
// the sales pipeline hands this hook the sale's rows and writes the movements with them.
export const stockFactHooks: FactHookSet = {
  'sales.writing': async (tx, sales) => {
    const rows: (typeof stockMovements.$inferInsert)[] = [];
    for (const { transaction: t, lines, cache } of sales) {
      if (t.status !== 'success') continue;
      const shop = lines.flatMap((l) =>
        l.shopItemId
          ? [{ itemId: l.shopItemId, quantity: l.quantity, options: l.options ?? [], choices: l.choices ?? [] }]
          : [],
      );
      if (!shop.length) continue;
      rows.push(
        ...(await saleMovements(tx, {
          brandId: t.brandId,
          cinemaId: t.cinemaId,
          kind: 'sale',
          lines: shop,
          reference: String(t.transactionNo),
          occurredAt: t.occurredAt,
          createdBy: t.accountId ?? null,
          cache,
        })),
      );
    }
    return rows.length ? [{ table: stockMovements, rows }] : [];
  },
  // An online order paid at the gateway, a void putting its items back.
  'shop.moved': async (tx, movement) => {
    await deductSale(tx, movement);
  },
};
