import { readAll } from '../../db/reads.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lastDayOfMonth, shopGroup, type MonthlyClosingSnapshot, type MonthlyClosingTotals } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { dailyClosings, monthlyClosings } from '../../db/schema/index.js';
import { boxOfficeDays, kindDays, type Period } from '../business-daily/index.js';

// 月次締め's reads (docs/reports.md, "月次締め"): which days of a month each cinema closed (日次締め), the month's
// headline figures from the rollups (営業日報's sources, summed per cinema), and the snapshot a close fixes: the
// film-fee base per film (R1T), the receivables per 取引先 (掛売 documents) and the stock purchases (R9 入庫).

export type MonthlyClosingRecord = typeof monthlyClosings.$inferSelect;

export const periodOf = (month: string): Period => ({ from: `${month}-01`, to: lastDayOfMonth(month) });

const n = (v: unknown) => Number(v ?? 0);

/** Each cinema's closed 営業日 of the period (status closed in daily_closings). */
export async function closedDaysOf(db: Db, ids: number[], p: Period): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>(ids.map((id) => [id, new Set()]));
  if (!ids.length) return out;
  const rows = await db
    .select({ cinemaId: dailyClosings.cinemaId, day: dailyClosings.businessDate })
    .from(dailyClosings)
    .where(
      and(
        inArray(dailyClosings.cinemaId, ids),
        sql`${dailyClosings.businessDate} between ${p.from} and ${p.to}`,
        eq(dailyClosings.status, 'closed'),
      ),
    );
  for (const r of rows) out.get(r.cinemaId)?.add(r.day);
  return out;
}

/** The month's rows of monthly_closings for the cinemas. */
export async function closingRowsOf(db: Db, ids: number[], month: string, lock = false) {
  if (!ids.length) return new Map<number, MonthlyClosingRecord>();
  const q = db
    .select()
    .from(monthlyClosings)
    .where(and(inArray(monthlyClosings.cinemaId, ids), eq(monthlyClosings.month, month)));
  const rows = lock ? await q.for('update') : await q;
  return new Map(rows.map((r) => [r.cinemaId, r]));
}

export const emptyTotals = (): MonthlyClosingTotals => ({
  admissions: 0,
  boxOffice: 0,
  boxOfficeNet: 0,
  shopSales: 0,
  otherSales: 0,
  totalSales: 0,
});

/**
 * Each cinema's headline figures of the period, as 営業日報 counts them: 動員 and 興行収入 (R1T, the screening's day),
 * 売店 and その他 (R7, the sales day); 売上合計 = 興収 + 売店 + その他 + 会費.
 */
export async function totalsOf(db: Db, ids: number[], p: Period): Promise<Map<number, MonthlyClosingTotals>> {
  const out = new Map<number, MonthlyClosingTotals>(ids.map((id) => [id, emptyTotals()]));
  if (!ids.length) return out;
  const [box, kinds] = await readAll(
    db,
    () => boxOfficeDays(db, ids, [p]),
    () => kindDays(db, ids, [p]),
  );
  const of = (cinemaId: unknown) => {
    let t = out.get(Number(cinemaId));
    if (!t) out.set(Number(cinemaId), (t = emptyTotals()));
    return t;
  };
  for (const r of box) {
    const t = of(r.cinema_id);
    t.admissions += n(r.tickets) + n(r.comps);
    t.boxOffice += n(r.booked);
    t.boxOfficeNet += n(r.booked) - n(r.booked_tax);
  }
  for (const r of kinds) {
    const t = of(r.cinema_id);
    if (r.kind === 'shop') t.shopSales += n(r.base);
    if (r.kind === 'other') t.otherSales += n(r.base);
    if (['shop', 'other', 'membership_fee'].includes(r.kind)) t.totalSales += n(r.base);
  }
  for (const t of out.values()) t.totalSales += t.boxOffice;
  return out;
}

/** What a close fixes for one cinema's month (docs/reports.md, "月次締め"). */
export async function snapshotOf(
  db: Db,
  cinema: { id: number; brandId: number },
  month: string,
): Promise<MonthlyClosingSnapshot> {
  const cinemaId = cinema.id;
  const p = periodOf(month);
  const [totals, films, receivables, payables] = await readAll(
    db,
    () => totalsOf(db, [cinemaId], p),
    () =>
      rowsOf<{ film_id: number; film_name: string | null; persons: string; booked: string; net: string }>(
        db.execute(sql`select r.film_id, f.name as film_name, sum(r.tickets + r.comps) as persons,
          sum(r.booked) as booked, sum(r.booked - r.booked_tax) as net
        from rb_film_day_total r left join films f on f.id = r.film_id
        where r.cinema_id = ${cinemaId} and r.screening_bd between ${p.from}::date and ${p.to}::date
        group by 1, 2 order by sum(r.booked) desc, 1`),
      ),
    // 掛売: the documents of the month's sales days that carry the 取引先 and whose money counts (docs/reports.md,
    // "which money counts"), a void or refund negative. By brand first, so the partial 掛売 index answers.
    () =>
      rowsOf<{ client_id: number; code: string | null; name: string | null; docs: string; amount: string }>(
        db.execute(sql`select t.client_id, c.code, c.name, count(*) as docs, sum(t.total) as amount
        from transactions t left join clients c on c.id = t.client_id
        where t.brand_id = ${cinema.brandId} and t.cinema_id = ${cinemaId} and t.client_id is not null
          and t.sales_business_date between ${p.from}::date and ${p.to}::date
          and t.paid_at is not null and t.status <> 'delete'
        group by 1, 2, 3 order by c.code, 1`),
      ),
    // 入庫 (R9 received) at the purchase price: a shop item's 仕入単価, an ingredient's price per unit of its pack.
    () =>
      rowsOf<{ grp: string; quantity: string; amount: string }>(
        db.execute(sql`select coalesce(i.shop_group::text, 'ingredient') as grp, sum(b.received) as quantity,
          sum(round(b.received * coalesce(i.purchase_price::numeric,
            g.purchase_price::numeric / nullif(g.purchase_quantity, 0), 0))) as amount
        from inventory_balance_day b
          left join shop_items i on i.id = b.shop_item_id
          left join ingredients g on g.id = b.ingredient_id
        where b.cinema_id = ${cinemaId} and b.business_date between ${p.from}::date and ${p.to}::date
          and b.received <> 0
        group by 1 order by 1`),
      ),
  );
  const receivableRows = receivables.map((r) => ({
    clientId: Number(r.client_id),
    clientCode: r.code ?? '',
    clientName: r.name ?? '',
    documents: n(r.docs),
    amount: n(r.amount),
  }));
  const payableRows = payables.map((r) => ({
    group: r.grp,
    label: r.grp === 'ingredient' ? '原材料' : (shopGroup.labels[r.grp as keyof typeof shopGroup.labels] ?? r.grp),
    quantity: n(r.quantity),
    amount: n(r.amount),
  }));
  return {
    month,
    from: p.from,
    to: p.to,
    totals: totals.get(cinemaId) ?? emptyTotals(),
    films: films.map((f) => ({
      filmId: Number(f.film_id),
      filmName: f.film_name ?? '',
      admissions: n(f.persons),
      boxOffice: n(f.booked),
      boxOfficeNet: n(f.net),
    })),
    receivables: receivableRows,
    receivablesTotal: receivableRows.reduce((s, r) => s + r.amount, 0),
    payables: payableRows,
    payablesTotal: payableRows.reduce((s, r) => s + r.amount, 0),
  };
}
