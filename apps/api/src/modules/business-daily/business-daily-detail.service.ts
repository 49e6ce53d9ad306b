import { readAll } from '../../db/reads.js';
import { sql, type SQL } from 'drizzle-orm';
import {
  shopGroup,
  toScaleTime,
  versionType,
  type BusinessDailyDetail,
  type BusinessDailyQuery,
  type DetailHourRow,
  type FilmFeeCategory,
} from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { reportCinemas } from '../../platform/report-cinemas.js';
import { SCREENING_ADMITTED, SELLABLE } from './business-daily.queries.js';

// 営業日報（明細） (docs/reports.md, "営業日報"): the published screenings of the days with their counters (R2) and
// admissions, 売店 by 商品グループ (R4), and the sales day's hours (R6) beside 動員 by the screenings' start hour.

const q = <T>(db: Db, query: SQL) => rowsOf<T>(db.execute(query));
const n = (v: string | number | null | undefined) => Number(v ?? 0);
const HOUR_OF_START = sql.raw(`greatest(0, least(35, floor(extract(epoch from
  ((s.start_at at time zone 'UTC') + interval '9 hours' - s.business_date::timestamp)) / 3600)))::int`);
const SHOWN = sql.raw(`s.published_at is not null and s.status <> 'cancelled'`);

type ScreeningRow = {
  id: number;
  cinema_id: number;
  cinema_name: string;
  bd: string;
  start_at: Date | string;
  screen_name: string;
  film_id: number;
  film_name: string;
  format_name: string;
  language: string;
  language_name: string;
  category: FilmFeeCategory;
  seats: string;
  sold: string;
  comps: string;
  booked: string;
  admitted: string;
};

async function screeningsOf(db: Db, ids: number[], from: string, to: string) {
  const rows = await q<ScreeningRow>(
    db,
    sql`select s.id, s.cinema_id, c.name as cinema_name, s.business_date::text as bd, s.start_at, h.name as screen_name,
        f.id as film_id, f.name as film_name, fv.name as format_name, lv.code as language, lv.name as language_name,
        s.category, ${SELLABLE} as seats,
        coalesce(r.sold, 0) as sold, coalesce(r.comps, 0) as comps, coalesce(r.booked, 0) as booked,
        ${SCREENING_ADMITTED} as admitted
      from screenings s
        join cinemas c on c.id = s.cinema_id
        join houses h on h.id = s.house_id
        join films f on f.id = s.film_id
        join versions fv on fv.id = s.format_version_id
        join versions lv on lv.id = s.language_version_id
        left join rb_screening r on r.screening_id = s.id
      where s.cinema_id in ${ids} and s.business_date between ${from} and ${to} and ${SHOWN}
      order by c.sort_order, c.id, h.sort_order, h.code, s.business_date, s.start_at`,
  );
  return rows.map((r) => {
    const seats = n(r.seats);
    const sold = n(r.sold);
    const lang = r.language === 'NONE' ? '' : (versionType.labels[r.language as 'DUB'] ?? r.language_name);
    return {
      cinemaId: r.cinema_id,
      cinemaName: r.cinema_name,
      businessDate: r.bd,
      screeningId: r.id,
      screenName: r.screen_name,
      startTime: toScaleTime(new Date(r.start_at), r.bd),
      filmId: r.film_id,
      filmName: r.film_name,
      format: lang ? `${r.format_name} ${lang}` : r.format_name,
      category: r.category,
      seats,
      paid: sold - n(r.comps),
      comps: n(r.comps),
      admitted: n(r.admitted),
      soldRate: seats ? sold / seats : null,
      boxOffice: n(r.booked),
    };
  });
}

/** 売店 (R4, その他売上 items left out) by the item's 商品グループ, in the groups' order. */
async function shopOf(db: Db, ids: number[], from: string, to: string) {
  const rows = await q<{ grp: string | null; qty: string; net: string; tax: string }>(
    db,
    sql`select i.shop_group as grp, sum(r.qty) as qty, sum(r.net) as net, sum(r.tax) as tax
      from rb_item_day r left join shop_items i on i.id = r.item_id
      where r.cinema_id in ${ids} and r.sale_bd between ${from} and ${to} and i.kind is distinct from 'otherRevenue'
      group by 1`,
  );
  return shopGroup.values
    .map((group) => {
      const of = rows.filter((r) => (r.grp ?? 'other') === group);
      const gross = of.reduce((s, r) => s + n(r.net), 0);
      return {
        group,
        label: shopGroup.labels[group],
        quantity: of.reduce((s, r) => s + n(r.qty), 0),
        gross,
        net: gross - of.reduce((s, r) => s + n(r.tax), 0),
      };
    })
    .filter((r) => r.quantity !== 0 || r.gross !== 0);
}

/** R6 by hour of the sales day, and 動員 (R2) by the hour its screening starts; the hours from the first to the last. */
async function hoursOf(db: Db, ids: number[], from: string, to: string): Promise<DetailHourRow[]> {
  const [sales, starts] = await readAll(
    db,
    () =>
      q<{ hour: number; kind: string; txns: string; amount: string }>(
        db,
        sql`select r.hour, r.kind, sum(r.txns) as txns, sum(r.amount) as amount from rb_hour r
        where r.cinema_id in ${ids} and r.sale_bd between ${from} and ${to} and r.kind in ('ticket', 'shop')
        group by 1, 2`,
      ),
    () =>
      q<{ hour: number; sold: string }>(
        db,
        sql`select ${HOUR_OF_START} as hour, sum(r.sold) as sold
        from screenings s join rb_screening r on r.screening_id = s.id
        where s.cinema_id in ${ids} and s.business_date between ${from} and ${to} and ${SHOWN}
        group by 1`,
      ),
  );
  const hours = [...sales.map((r) => Number(r.hour)), ...starts.map((r) => Number(r.hour))];
  if (!hours.length) return [];
  const of = (hour: number, kind: string) => sales.find((r) => Number(r.hour) === hour && r.kind === kind);
  const out: DetailHourRow[] = [];
  for (let hour = Math.min(...hours); hour <= Math.max(...hours); hour++)
    out.push({
      hour,
      ticketTransactions: n(of(hour, 'ticket')?.txns),
      shopTransactions: n(of(hour, 'shop')?.txns),
      ticketSales: n(of(hour, 'ticket')?.amount),
      shopSales: n(of(hour, 'shop')?.amount),
      admissions: n(starts.find((r) => Number(r.hour) === hour)?.sold),
    });
  return out;
}

export async function businessDailyDetail(
  db: Db,
  scope: Scope,
  query: BusinessDailyQuery,
): Promise<BusinessDailyDetail> {
  const ids = (await reportCinemas(db, scope, query.cinemaIds)).map((c) => c.id);
  const { from, to } = query;
  if (!ids.length) return { from, to, screenings: [], shop: [], hours: [] };
  const [screenings, shop, hours] = await readAll(
    db,
    () => screeningsOf(db, ids, from, to),
    () => shopOf(db, ids, from, to),
    () => hoursOf(db, ids, from, to),
  );
  return { from, to, screenings, shop, hours };
}
