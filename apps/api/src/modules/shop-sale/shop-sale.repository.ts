import { sql, type SQL } from 'drizzle-orm';
import {
  abcRanks,
  shopGroup,
  type ShopSaleAnswer,
  type ShopSaleQuery,
  type ShopSaleRow,
  type ShopSaleTotals,
} from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// 売店売上（商品別） from R4 (docs/reports.md, "売店売上（商品別）"): one statement sums the period's rows per 商品 × 税率
// and, by grouping sets, per カテゴリ, per 売店グループ and in all, so every subtotal is the database's own sum. The
// groups and categories are the item master's as it stands; その他売上 items (their own history) are left out.

type Cinema = { id: number; brandId: number };

interface Sums {
  level: number;
  grp: string;
  cat: string | null;
  item_id: number | null;
  code: string | null;
  name: string | null;
  tax_rate: number | null;
  qty: string;
  gross: string;
  discount: string;
  net: string;
  tax: string;
  net_ex: string;
  cost_known: string | null;
  net_ex_known: string | null;
}

const GROUP_ORDER = sql.raw(`array[${shopGroup.values.map((g) => `'${g}'`).join(', ')}]`);

function filters(q: ShopSaleQuery): SQL {
  const c: SQL[] = [];
  if (q.shopGroup) c.push(sql`si.shop_group = ${q.shopGroup}`);
  if (q.itemId) c.push(sql`r.item_id = ${q.itemId}`);
  if (q.channel) c.push(sql`r.channel = ${q.channel}`);
  if (q.eatIn !== undefined) c.push(sql`r.eat_in = ${q.eatIn}`);
  if (q.taxRate !== undefined) c.push(sql`r.tax_rate = ${Number(q.taxRate)}::float8`);
  return c.length ? sql` and ${sql.join(c, sql` and `)}` : sql``;
}

/**
 * R4's rows of the cinema and period, summed at four levels: level 0 an item at a rate, 1 a category, 3 a group,
 * 7 the total. A line's cost is known when the item has a 仕入単価 or the snapshot is not 0 (docs/reports.md,
 * "売店売上（商品別）"): 粗利 covers those lines only, so an item without a cost never shows its whole sale as profit.
 */
const sums = (db: Db, cinema: Cinema, q: ShopSaleQuery) =>
  rowsOf<Sums>(
    db.execute(sql`with r as (
        select si.shop_group::text as grp, coalesce(si.category, '') as cat, si.id as item_id, si.code, si.name,
          r.tax_rate, r.qty, r.gross, r.discount, r.net, r.tax, r.cost,
          (si.purchase_price is not null or r.cost <> 0) as known
        from rb_item_day r join shop_items si on si.id = r.item_id and si.brand_id = r.brand_id
        where r.brand_id = ${cinema.brandId} and r.cinema_id = ${cinema.id}
          and r.sale_bd between ${q.from} and ${q.to} and si.kind <> 'otherRevenue'${filters(q)})
      select grouping(grp, cat, item_id) as level, grp, nullif(cat, '') as cat, item_id, code, name, tax_rate,
        sum(qty) as qty, sum(gross) as gross, sum(discount) as discount, sum(net) as net, sum(tax) as tax,
        sum(net - tax) as net_ex, sum(cost) filter (where known) as cost_known,
        sum(net - tax) filter (where known) as net_ex_known
      from r
      group by grouping sets ((grp, cat, item_id, code, name, tax_rate), (grp, cat), (grp), ())
      order by grouping(grp), array_position(${GROUP_ORDER}, grp), grouping(cat), cat, grouping(item_id), code,
        tax_rate desc`),
  );

const n = (v: string | null) => (v == null ? null : Number(v));

function figuresOf(s: Sums, totalNet: number): ShopSaleTotals {
  const net = Number(s.net);
  const cost = n(s.cost_known);
  const knownNet = n(s.net_ex_known);
  const profit = cost == null || knownNet == null ? null : knownNet - cost;
  return {
    quantity: Number(s.qty),
    gross: Number(s.gross),
    discount: Number(s.discount),
    net,
    tax: Number(s.tax),
    netExTax: Number(s.net_ex),
    cost,
    grossProfit: profit,
    grossProfitRate: profit == null || !knownNet ? null : profit / knownNet,
    share: totalNet ? net / totalNet : null,
  };
}

const empty: ShopSaleTotals = {
  quantity: 0,
  gross: 0,
  discount: 0,
  net: 0,
  tax: 0,
  netExTax: 0,
  cost: null,
  grossProfit: null,
  grossProfitRate: null,
  share: null,
};

export async function shopSale(db: Db, cinema: Cinema, q: ShopSaleQuery): Promise<ShopSaleAnswer> {
  const rows = await sums(db, cinema, q);
  const total = rows.find((r) => Number(r.level) === 7);
  if (!total) return { list: [], totals: empty };
  const totalNet = Number(total.net);
  const items = rows.filter((r) => Number(r.level) === 0);
  const netOf = new Map<number, number>();
  for (const r of items) netOf.set(Number(r.item_id), (netOf.get(Number(r.item_id)) ?? 0) + Number(r.net));
  const ranks = abcRanks([...netOf].map(([itemId, net]) => ({ itemId, net })));
  const list = rows
    .filter((r) => Number(r.level) !== 7)
    .map((r): ShopSaleRow => {
      const level = Number(r.level);
      const itemId = level === 0 ? Number(r.item_id) : null;
      return {
        kind: level === 0 ? 'item' : level === 1 ? 'category' : 'group',
        shopGroup: r.grp as ShopSaleRow['shopGroup'],
        category: level === 3 ? null : r.cat,
        itemId,
        itemCode: level === 0 ? r.code : null,
        itemName: level === 0 ? r.name : null,
        taxRate: level === 0 ? Number(r.tax_rate) : null,
        ...figuresOf(r, totalNet),
        abcRank: itemId == null ? null : (ranks.get(itemId) ?? null),
      };
    });
  return { list, totals: figuresOf(total, totalNet) };
}
