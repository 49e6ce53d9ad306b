import { sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  type ShopSaleDetail,
  type ShopSaleDetailFigures,
  type ShopSaleDetailQuery,
  type ShopSaleDetailRow,
} from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { brandReportCinemas, type BrandReportCinemas } from '../../platform/report-cinemas.js';

// 売店売上明細（日別） (docs/reports.md, "特別レポート"): the monthly matrix 売店売上（商品別） lacks. R4 (rb_item_day) on the
// sales business day, summed by the database per item, 税率, 店内飲食 and day over the chosen cinemas; その他売上 items
// (otherRevenue) are not the shop's and stay out. 金額 is tax included, after discounts, net of refunds on their day.

type ItemDay = {
  item_id: number;
  code: string;
  name: string;
  tax_rate: number;
  eat_in: boolean;
  /** The item has an eat-in rate: 店内 and 持帰り apply. */
  food: boolean;
  day: string;
  qty: number;
  amount: number;
  tax: number;
};

const itemDays = (db: Db, rc: BrandReportCinemas, q: ShopSaleDetailQuery) =>
  rowsOf<ItemDay>(
    db.execute(sql`select r.item_id, i.code, i.name, r.tax_rate, r.eat_in, i.eat_in_tax_rate is not null as food,
        r.sale_bd::text as day, sum(r.qty)::int as qty, sum(r.net)::int as amount, sum(r.tax)::int as tax
      from rb_item_day r
      join shop_items i on i.id = r.item_id
      where r.brand_id = ${rc.brandId} and r.cinema_id = any(${sqlArray(rc.ids, 'int')})
        and r.sale_bd between ${q.from} and ${q.to} and i.kind <> 'otherRevenue'
      group by r.item_id, i.code, i.name, i.sort_order, r.tax_rate, r.eat_in, i.eat_in_tax_rate, r.sale_bd
      order by i.sort_order, i.code, r.item_id, r.tax_rate desc, r.eat_in desc, r.sale_bd`),
  );

const emptyFigures = (days: string[]): ShopSaleDetailFigures => ({
  quantities: days.map(() => 0),
  amounts: days.map(() => 0),
  totalQuantity: 0,
  totalAmount: 0,
  tax: 0,
  netOfTax: 0,
});

function add(into: ShopSaleDetailFigures, at: number, r: Pick<ItemDay, 'qty' | 'amount' | 'tax'>) {
  into.quantities[at] = (into.quantities[at] ?? 0) + r.qty;
  into.amounts[at] = (into.amounts[at] ?? 0) + r.amount;
  into.totalQuantity += r.qty;
  into.totalAmount += r.amount;
  into.tax += r.tax;
  into.netOfTax += r.amount - r.tax;
}

export async function shopSaleDetail(db: Db, scope: Scope, q: ShopSaleDetailQuery): Promise<ShopSaleDetail> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  const days = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
  const found = rc.ids.length ? await itemDays(db, rc, q) : [];
  const rows = new Map<string, ShopSaleDetailRow>();
  const totals = emptyFigures(days);
  for (const r of found) {
    const key = `${r.item_id}|${r.tax_rate}|${r.eat_in}`;
    const row = rows.get(key) ?? {
      itemId: r.item_id,
      code: r.code,
      name: r.name,
      taxRate: r.tax_rate,
      eatIn: r.food ? r.eat_in : null,
      ...emptyFigures(days),
    };
    const at = days.indexOf(r.day);
    if (at < 0) continue;
    add(row, at, r);
    add(totals, at, r);
    rows.set(key, row);
  }
  // An item whose refunds took back all it sold, and nothing else, has nothing to report.
  const list = [...rows.values()].filter((r) => r.quantities.some((n) => n !== 0) || r.amounts.some((n) => n !== 0));
  return { days, rows: list, totals };
}
