import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { HistoryTotals, SaleLineInput, ShopSaleAnswer, ShopSaleRow } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { shopItems } from '../../db/schema/index.js';
import { jobDefinitions } from '../../jobs.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import {
  itemLine,
  reverse,
  salesFixture,
  sell,
  type SalesFixture,
} from '../transaction-history/transaction-history.fixtures.js';

// 売店売上（商品別） for a cinema's duty manager and head office: R4 per 商品 × 税率 to the yen of the sale documents,
// each refund and void on its own sales day, the same total as 取引履歴（売店）, subtotals per グループ and カテゴリ.

let t: TestContext;
let f: SalesFixture;
let tokens: Record<'hq' | 'hq2' | 'shinjuku', string>;
let ids: Record<string, number>;
let beer: { id: number; price: number };
const period = 'from=2031-05-05&to=2031-05-06';

const get = (url: string, token = tokens.shinjuku) => t.app.inject({ url, headers: auth(token) });
async function report(q: string, token = tokens.shinjuku) {
  const res = await get(`/api/shopSale/list?${q}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ShopSaleAnswer;
}
const items = (a: ShopSaleAnswer) => a.list.filter((r) => r.kind === 'item');
const eatIn = (item: { id: number; price: number }, quantity: number): SaleLineInput => ({
  type: 'shop',
  itemId: item.id,
  quantity,
  unitPrice: item.price,
  eatIn: true,
});

/** What the sale documents say per item and rate: money moved, a void or refund negative on its own day. */
async function documents(from: string, to: string) {
  return rowsOf<{ item_id: number; tax_rate: number; qty: number; net: number; tax: number; cost: number }>(
    t.database.db.execute(sql`select l.shop_item_id as item_id, l.tax_rate,
        sum(case when t.kind = 'sale' then l.quantity else -abs(l.quantity) end)::int as qty,
        sum(l.amount)::int as net, sum(l.tax)::int as tax, sum(coalesce(l.cost_amount, 0))::int as cost
      from transaction_lines l join transactions t on t.id = l.transaction_id
      where t.cinema_id = ${f.cinemaId} and t.paid_at is not null and l.line_type = 'shop'
        and t.sales_business_date between ${from} and ${to}
      group by 1, 2 order by 1, 2`),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids = await cinemaIds(t);
  f = await salesFixture(db, '2031-05-07');
  const [a001] = await db
    .select({ id: shopItems.id, price: shopItems.price })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, f.brandId), eq(shopItems.code, 'A001')));
  beer = a001!;
  // 05-05: two popcorns taken out and one eaten in, a file; 05-06: one popcorn of the first sale refunded, a
  // file, 3Dメガネ (その他売上, not 売店), a beer (no 仕入単価), and a sale voided the same day.
  const first = await sell(
    db,
    f,
    [itemLine(f.popcorn, 2), eatIn(f.popcorn, 1), itemLine(f.goods, 1)],
    '2031-05-05T11:00:00+09:00',
  );
  await reverse(db, f, 'refund', first.transactionId!, '2031-05-06T10:00:00+09:00', [{ lineNo: 1, quantity: 1 }]);
  await sell(
    db,
    f,
    [itemLine(f.goods, 3), itemLine(f.glasses, 1, 'other'), eatIn(beer, 2)],
    '2031-05-06T15:00:00+09:00',
  );
  const voided = await sell(db, f, [itemLine(f.popcorn, 4)], '2031-05-06T12:00:00+09:00');
  await reverse(db, f, 'void', voided.transactionId!, '2031-05-06T12:30:00+09:00');
  await new JobRunner(db, jobDefinitions).drain({ delayed: true });
  const [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  tokens = { hq, hq2, shinjuku };
}, 180_000);
afterAll(() => t.close());

describe('売店売上（商品別）', () => {
  it('sums each item at each rate to the yen of the sale documents, その他売上 left out', async () => {
    const a = await report(period);
    const facts = await documents('2031-05-05', '2031-05-06');
    const shown = items(a)
      .map((r) => ({ item_id: r.itemId, tax_rate: r.taxRate, qty: r.quantity, net: r.net, tax: r.tax }))
      .sort((x, y) => x.item_id! - y.item_id! || x.tax_rate! - y.tax_rate!);
    expect(shown).toEqual(facts.map(({ cost: _cost, ...rest }) => rest));
    expect(items(a).some((r) => r.itemId === f.glasses.id)).toBe(false);
    const popcorn8 = items(a).find((r) => r.itemId === f.popcorn.id && r.taxRate === 0.08)!;
    // 2 sold, 1 refunded, 4 sold and voided: 1 left; its cost is the snapshot (仕入単価 60) net of the refund.
    expect(popcorn8).toMatchObject({ quantity: 1, net: f.popcorn.price, cost: 60, itemCode: 'F001' });
    expect(popcorn8.netExTax).toBe(popcorn8.net - popcorn8.tax);
    expect(popcorn8.grossProfit).toBe(popcorn8.netExTax - 60);
    // A beer without 仕入単価 has no cost and no profit, rather than a profit of its whole price.
    const beerRow = items(a).find((r) => r.itemId === beer.id)!;
    expect(beerRow).toMatchObject({ quantity: 2, net: beer.price * 2, cost: null, grossProfit: null });
    expect(a.totals.net).toBe(facts.reduce((s, r) => s + r.net, 0));
    expect(a.totals.tax).toBe(facts.reduce((s, r) => s + r.tax, 0));
    expect(a.totals.quantity).toBe(facts.reduce((s, r) => s + r.qty, 0));
  });

  it('totals the same 純売上 as 取引履歴（売店） for the period and cinema', async () => {
    const a = await report(period);
    const res = await get(`/api/transactionHistoryStand/list?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json().data as { totals: HistoryTotals };
    expect(a.totals.net).toBe(history.totals.amount);
    expect(a.totals.net).toBeGreaterThan(0);
  });

  it('counts a refund on its own sales day, never rewriting the day of the sale', async () => {
    const saleDay = await report('from=2031-05-05&to=2031-05-05');
    const refundDay = await report('from=2031-05-06&to=2031-05-06');
    const popcorn = (a: ShopSaleAnswer) => items(a).find((r) => r.itemId === f.popcorn.id && r.taxRate === 0.08)!;
    expect(popcorn(saleDay)).toMatchObject({ quantity: 2, net: f.popcorn.price * 2, cost: 120 });
    // The refund (−1) and the voided sale (+4 −4) on 05-06.
    expect(popcorn(refundDay)).toMatchObject({ quantity: -1, net: -f.popcorn.price, cost: -60 });
    expect(saleDay.totals.net + refundDay.totals.net).toBe((await report(period)).totals.net);
  });

  it('subtotals each カテゴリ and 売店グループ, shares of the total and an ABC rank per item', async () => {
    const a = await report(period);
    const sum = (rows: ShopSaleRow[]) => rows.reduce((s, r) => s + r.net, 0);
    const groups = a.list.filter((r) => r.kind === 'group');
    expect(groups.map((g) => g.shopGroup)).toEqual(['product', 'food']);
    for (const g of groups) expect(g.net).toBe(sum(items(a).filter((r) => r.shopGroup === g.shopGroup)));
    expect(sum(groups)).toBe(a.totals.net);
    const popcorns = a.list.find((r) => r.kind === 'category' && r.category === 'ポップコーン')!;
    expect(popcorns.net).toBe(sum(items(a).filter((r) => r.itemId === f.popcorn.id)));
    // Each subtotal follows its rows: the items of a category, then its subtotal, then the group's.
    const kinds = a.list.map((r) => r.kind);
    expect(kinds.at(-1)).toBe('group');
    expect(kinds[kinds.indexOf('category') + 1]).not.toBe('item');
    expect(a.totals.share).toBe(1);
    expect(items(a).reduce((s, r) => s + (r.share ?? 0), 0)).toBeCloseTo(1, 10);
    // The largest seller is A; every item has a rank, subtotals none.
    const top = [...items(a)].sort((x, y) => y.net - x.net)[0]!;
    expect(top.abcRank).toBe('A');
    expect(items(a).every((r) => r.abcRank)).toBe(true);
    expect(groups.every((r) => r.abcRank === null)).toBe(true);
  });

  it('narrows by 飲食区分, 商品グループ, 商品 and 税率', async () => {
    const inside = await report(`${period}&eatIn=true`);
    expect(items(inside).map((r) => [r.itemId, r.taxRate])).toEqual(
      expect.arrayContaining([
        [f.popcorn.id, 0.1],
        [beer.id, 0.1],
      ]),
    );
    expect(items(inside)).toHaveLength(2);
    const goods = await report(`${period}&shopGroup=product`);
    expect(items(goods).map((r) => r.itemId)).toEqual([f.goods.id]);
    expect(goods.totals.net).toBe(f.goods.price * 4);
    expect(items(await report(`${period}&itemId=${f.goods.id}`)).map((r) => r.quantity)).toEqual([4]);
    expect(items(await report(`${period}&taxRate=0.08`)).map((r) => r.itemId)).toEqual([f.popcorn.id]);
    expect((await report(`${period}&channel=kiosk`)).list).toEqual([]);
  });

  it('keeps to the chosen cinema: staff never read another cinema, head office only its brand', async () => {
    expect((await get(`/api/shopSale/list?${period}&cinemaId=${ids['0102']}`)).statusCode).toBe(404);
    const hqAsked = await get(`/api/shopSale/list?${period}&cinemaId=${f.cinemaId}`, tokens.hq);
    expect(hqAsked.statusCode, hqAsked.body).toBe(200);
    expect((hqAsked.json().data as ShopSaleAnswer).totals.net).toBe((await report(period)).totals.net);
    // Head office with no cinema chosen is asked to choose one; another brand's head office finds nothing.
    const none = await get(`/api/shopSale/list?${period}`, tokens.hq);
    expect(none.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(none.json()))).toEqual(['cinemaId']);
    expect((await get(`/api/shopSale/list?${period}&cinemaId=${f.cinemaId}`, tokens.hq2)).statusCode).toBe(404);
  });

  it('refuses a period over 31 days on its end, and an empty period is an empty report', async () => {
    const res = await get('/api/shopSale/list?from=2031-05-01&to=2031-06-30');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(res.json()))).toEqual(['to']);
    const empty = await report('from=2031-01-01&to=2031-01-31');
    expect(empty.list).toEqual([]);
    expect(empty.totals.net).toBe(0);
  });
});
