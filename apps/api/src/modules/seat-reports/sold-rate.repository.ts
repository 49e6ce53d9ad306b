import { sql, type SQL } from 'drizzle-orm';
import {
  reportWeekday,
  timeBand,
  type ReportWeekday,
  type ScreeningCategory,
  type SoldRateChart,
  type SoldRateFilter,
  type SoldRateQuery,
  type SoldRateRow,
  type SoldRateUnit,
  type TimeBand,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { admittedOf, query, ratio, screeningsIn, startTimeOf, type Cinema } from './seat-screenings.js';

// 販売率（座席稼働率） (docs/reports.md, "seat reports"): the seats of the period's screenings, sold (R2: paid = sold −
// comps) and used, per screening or summed per film, screen, time band or weekday, in one grouped query; the heat map
// (曜日 × 時間帯) and the bar per film in another.

/** Every screening of the filter with its seats, R2's sold and comps, and its admitted persons, as `r`. */
const perScreening = (c: Cinema, f: SoldRateFilter) =>
  sql`with base as (${screeningsIn(c, f)}), adm as (${admittedOf(c)}),
    r as (select b.*, coalesce(rb.sold, 0) as sold, coalesce(rb.comps, 0) as comps, coalesce(adm.admitted, 0) as admitted
      from base b
      left join rb_screening rb on rb.screening_id = b.id
      left join adm on adm.screening_id = b.id)`;

const FIGURES = sql`count(*)::int as screenings, sum(r.seats)::int as seats, sum(r.blocked)::int as blocked,
  sum(r.sellable)::int as sellable, sum(r.sold - r.comps)::int as paid, sum(r.comps)::int as comps,
  sum(r.sold)::int as sold, sum(r.admitted)::int as admitted`;

interface Grouped {
  key: string;
  label: string | null;
  business_date: string | null;
  start_minutes: number | null;
  house_name: string | null;
  film_name: string | null;
  category: ScreeningCategory | null;
  format_name: string | null;
  screenings: number;
  seats: number;
  blocked: number;
  sellable: number;
  paid: number;
  comps: number;
  sold: number;
  admitted: number;
}

const NO_DETAIL = sql`null::text as business_date, null::int as start_minutes, null::text as house_name,
  null::text as film_name, null::text as category, null::text as format_name`;

/** Per unit: the row's key and label, what a screening row also shows, the joins, the grouping and the order. */
const units: Record<SoldRateUnit, SQL> = {
  screening: sql`select r.id::text as key, f.name as label, r.business_date::text as business_date, r.start_minutes,
      h.name as house_name, f.name as film_name, r.category::text as category, v.name as format_name, ${FIGURES}
    from r join films f on f.id = r.film_id join houses h on h.id = r.house_id
    left join versions v on v.id = r.format_version_id
    group by r.id, r.business_date, r.start_minutes, r.start_at, h.name, h.sort_order, f.name, r.category, v.name
    order by r.business_date, r.start_at, h.sort_order nulls last, h.name, r.id`,
  film: sql`select r.film_id::text as key, f.name as label, ${NO_DETAIL}, ${FIGURES}
    from r join films f on f.id = r.film_id group by r.film_id, f.name order by sum(r.sold) desc, f.name`,
  house: sql`select r.house_id::text as key, h.name as label, ${NO_DETAIL}, ${FIGURES}
    from r join houses h on h.id = r.house_id group by r.house_id, h.name, h.sort_order
    order by h.sort_order nulls last, h.name`,
  timeBand: sql`select r.band as key, null::text as label, ${NO_DETAIL}, ${FIGURES} from r group by r.band`,
  weekday: sql`select r.weekday as key, null::text as label, ${NO_DETAIL}, ${FIGURES} from r group by r.weekday`,
};

/** Bands and weekdays in the report's order (a band is a label of contracts, not a row of a table). */
const orderOf: Partial<Record<SoldRateUnit, readonly string[]>> = {
  timeBand: timeBand.values,
  weekday: reportWeekday.values,
};
const labelOf = (unit: SoldRateUnit, key: string, label: string | null) =>
  unit === 'timeBand'
    ? timeBand.labels[key as TimeBand]
    : unit === 'weekday'
      ? reportWeekday.labels[key as ReportWeekday]
      : (label ?? '');

export async function soldRateRows(db: Db, c: Cinema, q: SoldRateQuery): Promise<SoldRateRow[]> {
  const rows = await query<Grouped>(db, sql`${perScreening(c, q)} ${units[q.unit]}`);
  const order = orderOf[q.unit];
  if (order) rows.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return rows.map((r) => ({
    key: r.key,
    label: labelOf(q.unit, r.key, r.label),
    businessDate: r.business_date,
    startTime: r.start_minutes == null ? null : startTimeOf(r.start_minutes),
    houseName: r.house_name,
    filmName: r.film_name,
    category: r.category,
    formatName: r.format_name,
    screenings: r.screenings,
    seats: r.seats,
    blocked: r.blocked,
    sellable: r.sellable,
    paid: r.paid,
    comps: r.comps,
    sold: r.sold,
    soldRate: ratio(r.sold, r.sellable),
    paidRate: ratio(r.paid, r.sellable),
    admitted: r.admitted,
    admittedRate: ratio(r.admitted, r.sold),
  }));
}

type Cell = { weekday: string; band: string; film_id: number | null; film_name: string | null } & Pick<
  Grouped,
  'screenings' | 'sellable' | 'sold'
>;

/** The heat map's cells and the bar per film: one query, grouped both ways (grouping sets). */
export async function soldRateChart(db: Db, c: Cinema, q: SoldRateFilter): Promise<SoldRateChart> {
  const rows = await query<Cell>(
    db,
    sql`${perScreening(c, q)}
      select r.weekday, r.band, r.film_id, f.name as film_name, count(*)::int as screenings,
        sum(r.sellable)::int as sellable, sum(r.sold)::int as sold
      from r join films f on f.id = r.film_id
      group by grouping sets ((r.weekday, r.band), (r.film_id, f.name))`,
  );
  const heat = rows
    .filter((r) => r.film_id == null)
    .map((r) => ({
      weekday: r.weekday as ReportWeekday,
      band: r.band as TimeBand,
      screenings: r.screenings,
      sellable: r.sellable,
      sold: r.sold,
      soldRate: ratio(r.sold, r.sellable),
    }));
  const films = rows
    .filter((r) => r.film_id != null)
    .map((r) => ({
      filmId: r.film_id ?? 0,
      filmName: r.film_name ?? '',
      screenings: r.screenings,
      sellable: r.sellable,
      sold: r.sold,
      soldRate: ratio(r.sold, r.sellable),
    }))
    .sort((a, b) => b.sold - a.sold || a.filmName.localeCompare(b.filmName, 'ja'));
  return { heat, films };
}
