import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

// The reads behind 営業日報 (docs/reports.md, "営業日報"), one SQL per figure, each summed by the database from a
// rollup: R1 and R2 by the screening's day, R3–R7 by the sales day. The KPI figures are read for several periods
// at once (the day, the same weekday last year, the month to date and last year's), summed by the database per day.

export interface Period {
  from: string;
  to: string;
}

const q = <T>(db: Db, query: SQL) => rowsOf<T>(db.execute(query));
const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The days of the periods (which may overlap) as one condition on a date column: each row is read once. */
const inPeriods = (column: SQL, ps: Period[]) =>
  sql`(${sql.join(
    ps.map((p) => sql`${column} between ${p.from}::date and ${p.to}::date`),
    sql` or `,
  )})`;

type ByPeriod<T> = Map<number, T>;

/**
 * The database sums each day (a month of 30 cinemas is a few dozen rows), then each period adds its days: the
 * period, last year's and the month to date overlap, and no rollup row is read twice.
 */
function byPeriod<R extends { bd: string }, T>(rows: R[], ps: Period[], sum: (rows: R[]) => T): ByPeriod<T> {
  return new Map(ps.map((p, k) => [k, sum(rows.filter((r) => r.bd >= p.from && r.bd <= p.to))]));
}
const total = <R>(rows: R[], pick: (r: R) => string | number | null) => rows.reduce((s, r) => s + n(pick(r)), 0);

/** R1T (R1's day totals) by cinema and screening day: 動員 (有料・招待) and 興行収入 (計上額, its tax, and what was paid). */
export const boxOfficeDays = (db: Db, ids: number[], ps: Period[]) =>
  q<{
    cinema_id: number;
    bd: string;
    tickets: string;
    comps: string;
    booked: string;
    booked_tax: string;
    paid: string;
  }>(
    db,
    sql`select r.cinema_id, r.screening_bd::text as bd, sum(r.tickets) as tickets, sum(r.comps) as comps,
        sum(r.booked) as booked, sum(r.booked_tax) as booked_tax, sum(r.paid) as paid
      from rb_film_day_total r
      where r.cinema_id in ${ids} and ${inPeriods(sql`r.screening_bd`, ps)} group by 1, 2`,
  );

/** R1T: 動員 (有料・招待) and 興行収入 (計上額, its tax, and what was paid) by the screening's day. */
export async function boxOfficeOf(db: Db, ids: number[], ps: Period[]) {
  const rows = await boxOfficeDays(db, ids, ps);
  return byPeriod(rows, ps, (of) => ({
    tickets: total(of, (r) => r.tickets),
    comps: total(of, (r) => r.comps),
    booked: total(of, (r) => r.booked),
    bookedTax: total(of, (r) => r.booked_tax),
    paid: total(of, (r) => r.paid),
  }));
}

/**
 * A past screening's seats and 着券 are R2's counters (docs/reports.md, "rollups"); today's and coming ones read the
 * seat plan and the admissions facts (a seat still sold, scanned or recorded as 入場確認漏れ, in persons).
 */
const PAST = `(s.business_date < (now() at time zone 'Asia/Tokyo')::date and coalesce(r.capacity, 0) > 0)`;
export const SELLABLE = sql.raw(
  `(case when ${PAST} then r.capacity - r.blocked else coalesce((h.seat_counts->>'sellable')::int, 0) end)`,
);
export const SCREENING_ADMITTED =
  sql.raw(`(case when ${PAST} then r.admitted else (select coalesce(sum(abs(coalesce(l.persons, l.quantity))), 0)
    from admissions a join transaction_lines l on l.id = a.line_id join transactions t on t.id = l.transaction_id
    where a.screening_id = s.id and (a.admitted_at is not null or a.non_arrival_outcome = 'missedScan')
      and l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded') and t.paid_at is not null) end)`);

/**
 * 上映回数, their sellable seats and seats sold (R2) of the published screenings held on the days. R2 is read for the
 * same cinemas and days by its (cinema, day) index: joined whole, a year of it was hashed for a month's screenings
 * (docs/performance.md, "The full year").
 */
export async function showsOf(db: Db, ids: number[], ps: Period[]) {
  const rows = await q<{ bd: string; shows: string; seats: string; sold: string }>(
    db,
    sql`select s.business_date::text as bd, count(*) as shows, sum(${SELLABLE}) as seats,
        sum(coalesce(r.sold, 0)) as sold
      from screenings s join houses h on h.id = s.house_id
        left join (select * from rb_screening where cinema_id in ${ids}
          and ${inPeriods(sql`screening_bd`, ps)}) r on r.screening_id = s.id
      where s.cinema_id in ${ids} and ${inPeriods(sql`s.business_date`, ps)}
        and s.published_at is not null and s.status <> 'cancelled'
      group by 1`,
  );
  return byPeriod(rows, ps, (of) => ({
    shows: total(of, (r) => r.shows),
    seats: total(of, (r) => r.seats),
    sold: total(of, (r) => r.sold),
  }));
}

/** R7 by cinema, sales day and line type: what was sold (tax included, net of refunds) and its tax. */
export const kindDays = (db: Db, ids: number[], ps: Period[]) =>
  q<{ cinema_id: number; bd: string; kind: string; base: string; tax: string }>(
    db,
    sql`select r.cinema_id, r.sale_bd::text as bd, r.kind, sum(r.base) as base, sum(r.tax) as tax
      from rb_tax_day r
      where r.cinema_id in ${ids} and ${inPeriods(sql`r.sale_bd`, ps)} group by 1, 2, 3`,
  );

/** R7 by line type on the sales day: what was sold (tax included, net of refunds) and its tax. */
export async function kindsOf(db: Db, ids: number[], ps: Period[]) {
  const rows = await kindDays(db, ids, ps);
  return byPeriod(rows, ps, (of) => {
    const kinds = new Map<string, { base: number; tax: number }>();
    for (const r of of) {
      const k = kinds.get(r.kind) ?? { base: 0, tax: 0 };
      kinds.set(r.kind, { base: k.base + n(r.base), tax: k.tax + n(r.tax) });
    }
    return kinds;
  });
}

/** 売店 会計件数 (R6): sales holding shop lines, each counted once in the hour it was made. */
export async function shopTransactionsOf(db: Db, ids: number[], ps: Period[]) {
  const rows = await q<{ bd: string; txns: string }>(
    db,
    sql`select r.sale_bd::text as bd, sum(r.txns) as txns
      from rb_hour r
      where r.cinema_id in ${ids} and ${inPeriods(sql`r.sale_bd`, ps)} and r.kind = 'shop' group by 1`,
  );
  return byPeriod(rows, ps, (of) => total(of, (r) => r.txns));
}

export type ShopPart = 'food8' | 'food10' | 'goods' | 'otherShop';

/**
 * 売店 (R4) by part: フード・ドリンク at 8 % and 10 %, グッズ, the other groups; その他売上 items left out. The rollup is
 * summed per day, item and rate before its items are looked up.
 */
export async function shopPartsOf(db: Db, ids: number[], ps: Period[]) {
  const rows = await q<{ bd: string; part: ShopPart; net: string }>(
    db,
    sql`select r.bd, case
          when i.shop_group = 'food' and r.tax_rate = 0.08 then 'food8'
          when i.shop_group = 'food' then 'food10'
          when i.shop_group = 'product' then 'goods'
          else 'otherShop' end as part,
        sum(r.net) as net
      from (select sale_bd::text as bd, item_id, tax_rate, sum(net) as net from rb_item_day
          where cinema_id in ${ids} and ${inPeriods(sql`sale_bd`, ps)} group by 1, 2, 3) r
        left join shop_items i on i.id = r.item_id
      where i.kind is distinct from 'otherRevenue'
      group by 1, 2`,
  );
  return byPeriod(rows, ps, (of) => {
    const parts = new Map<ShopPart, number>();
    for (const r of of) parts.set(r.part, (parts.get(r.part) ?? 0) + n(r.net));
    return parts;
  });
}
