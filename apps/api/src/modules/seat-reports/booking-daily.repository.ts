import { sql } from 'drizzle-orm';
import {
  addDays,
  OUTLOOK_DAYS,
  type BookingDailyQuery,
  type BookingDailyRow,
  type BookingOutlookQuery,
  type BookingOutlookRow,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { query, ratio, screeningsIn, type Cinema } from './seat-screenings.js';

// 販売日報（前売・先売） (docs/reports.md, "seat reports"), from R3 (rb_ticket_saleday): tickets on the sales business day
// they were sold, by how far ahead their screening is and by channel; refunds and voids apart, on their own day. And
// 予約状況: the coming screening days' tickets sold by the end of a sales day, against a week earlier.

const optional = (v: unknown, condition: ReturnType<typeof sql>) => (v === undefined ? sql`` : condition);

type DayRow = Omit<BookingDailyRow, 'netQty' | 'netAmount'>;

export async function bookingDailyRows(db: Db, c: Cinema, q: BookingDailyQuery): Promise<BookingDailyRow[]> {
  const ahead = sql.raw('(r.screening_bd - r.sale_bd)');
  const qty = (cond: string) => sql.raw(`coalesce(sum(r.qty) filter (where ${cond}), 0)::int`);
  const rows = await query<DayRow>(
    db,
    sql`select r.sale_bd::text as "saleDate", r.film_id as "filmId", coalesce(f.name, '') as "filmName",
        sum(r.qty)::int as qty, sum(r.amount)::int as amount,
        sum(r.refund_qty)::int as "refundQty", sum(r.refund_amount)::int as "refundAmount",
        coalesce(sum(r.qty) filter (where ${ahead} <= 0), 0)::int as "sameDay",
        coalesce(sum(r.qty) filter (where ${ahead} = 1), 0)::int as "nextDay",
        coalesce(sum(r.qty) filter (where ${ahead} between 2 and 7), 0)::int as "withinWeek",
        coalesce(sum(r.qty) filter (where ${ahead} >= 8), 0)::int as later,
        ${qty(`r.channel = 'pos'`)} as pos, ${qty(`r.channel = 'kiosk'`)} as kiosk,
        ${qty(`r.channel = 'online'`)} as online, ${qty(`r.channel = 'backoffice'`)} as backoffice
      from rb_ticket_saleday r left join films f on f.id = r.film_id
      where r.brand_id = ${c.brandId} and r.cinema_id = ${c.id}
        and r.sale_bd between ${q.from}::date and ${q.to}::date
        ${optional(q.filmId, sql`and r.film_id = ${q.filmId}`)}
        ${optional(q.channel, sql`and r.channel = ${q.channel}`)}
      group by r.sale_bd, r.film_id, f.name
      order by r.sale_bd, sum(r.qty) desc, f.name`,
  );
  return rows.map((r) => ({ ...r, netQty: r.qty - r.refundQty, netAmount: r.amount - r.refundAmount }));
}

type OutlookRow = {
  screening_date: string;
  film_id: number;
  film_name: string;
  screenings: number;
  sellable: number;
  sold: number;
  compare_screenings: number | null;
  compare_sold: number | null;
};

/**
 * 予約状況 as of the end of `asOf`: for each 上映日 of the next 14 days and film, the published screenings' 販売可能席
 * (seat plan now) and the tickets sold net of refunds with a sales day up to `asOf` (R3); compared with the same film's
 * screenings a week earlier, sold up to `asOf` − 7 (前週同時点). No screenings that day a week before: no comparison.
 */
export async function bookingOutlookRows(db: Db, c: Cinema, q: BookingOutlookQuery): Promise<BookingOutlookRow[]> {
  const first = addDays(q.asOf, 1);
  const last = addDays(q.asOf, OUTLOOK_DAYS);
  const sold = (from: string, to: string, until: string, shift: number) =>
    sql`select r.screening_bd + ${shift}::int as d, r.film_id, sum(r.qty - r.refund_qty)::int as sold
      from rb_ticket_saleday r
      where r.brand_id = ${c.brandId} and r.cinema_id = ${c.id}
        and r.screening_bd between ${from}::date and ${to}::date and r.sale_bd <= ${until}::date
        ${optional(q.filmId, sql`and r.film_id = ${q.filmId}`)}
        ${optional(q.channel, sql`and r.channel = ${q.channel}`)}
      group by 1, 2`;
  const seats = (from: string, to: string, shift: number) =>
    sql`select b.business_date + ${shift}::int as d, b.film_id, count(*)::int as screenings,
        sum(b.sellable)::int as sellable
      from (${screeningsIn(c, { from, to, filmId: q.filmId })}) b group by 1, 2`;
  const rows = await query<OutlookRow>(
    db,
    sql`with cap as (${seats(first, last, 0)}), sold as (${sold(first, last, q.asOf, 0)}),
        prev_cap as (${seats(addDays(first, -7), addDays(last, -7), 7)}),
        prev as (${sold(addDays(first, -7), addDays(last, -7), addDays(q.asOf, -7), 7)}),
        cur as (select coalesce(cap.d, sold.d) as d, coalesce(cap.film_id, sold.film_id) as film_id,
            coalesce(cap.screenings, 0) as screenings, coalesce(cap.sellable, 0) as sellable,
            coalesce(sold.sold, 0) as sold
          from cap full join sold on sold.d = cap.d and sold.film_id = cap.film_id)
      select n.d::text as screening_date, n.film_id, coalesce(f.name, '') as film_name, n.screenings, n.sellable,
        n.sold, pc.screenings as compare_screenings, coalesce(p.sold, 0) as compare_sold
      from cur n
      left join prev_cap pc on pc.d = n.d and pc.film_id = n.film_id
      left join prev p on p.d = n.d and p.film_id = n.film_id
      left join films f on f.id = n.film_id
      order by n.d, n.sold desc, f.name`,
  );
  return rows.map((r) => {
    const compared = r.compare_screenings == null ? null : (r.compare_sold ?? 0);
    return {
      screeningDate: r.screening_date,
      filmId: r.film_id,
      filmName: r.film_name,
      screenings: r.screenings,
      sellable: r.sellable,
      sold: r.sold,
      soldRate: ratio(r.sold, r.sellable),
      compareDate: addDays(r.screening_date, -7),
      compareSold: compared,
      compareRatio: compared == null ? null : ratio(r.sold, compared),
    };
  });
}
