import { sql } from 'drizzle-orm';
import { lastDayOfMonth } from '@cinema/contracts';
import { auth, type TestContext } from '../../test/helper.js';

// 月次締め's tests' helpers (docs/reports.md, "月次締め"): calls as a user, days closed (日次締め) by SQL, and the
// facts a snapshot reads (R1T rows of a film, a 入庫 movement).

export const caller =
  (t: TestContext) => (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

/** The cinema's days of the month from `from` to `to` (day numbers) marked closed, as 日次締め leaves them. */
export async function closeDays(t: TestContext, brandId: number, cinemaId: number, month: string, from = 1, to = 31) {
  const last = Number(lastDayOfMonth(month).slice(8, 10));
  const day = (d: number) => `${month}-${String(Math.min(d, last)).padStart(2, '0')}`;
  await t.database.db.execute(sql`insert into daily_closings (brand_id, cinema_id, business_date, status, closed_at)
    select ${brandId}, ${cinemaId}, d::date, 'closed', now()
    from generate_series(${day(from)}::date, ${day(to)}::date, '1 day') d
    on conflict (cinema_id, business_date) do update set status = 'closed'`);
}

/** A film's day at the cinema in R1T: persons, 計上額 and its tax. */
export async function filmDay(
  t: TestContext,
  row: { brandId: number; cinemaId: number; day: string; filmId: number; tickets: number; booked: number; tax: number },
) {
  await t.database.db
    .execute(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category,
      format_id, tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
    values (${row.brandId}, ${row.cinemaId}, ${row.day}, ${row.filmId}, '', 0, ${row.tickets}, 0, 0, ${row.booked}, 0, 0,
      ${row.booked}, ${row.tax})`);
}

/** A 入庫 of a shop item at the cinema's sales location, at noon of the day (Japan time). */
export async function receipt(
  t: TestContext,
  row: { brandId: number; cinemaId: number; itemId: number; quantity: number; day: string },
) {
  await t.database.db.execute(sql`insert into stock_movements (brand_id, cinema_id, location_id, shop_item_id, kind,
      quantity, occurred_at)
    select ${row.brandId}, ${row.cinemaId}, l.id, ${row.itemId}, 'receipt', ${row.quantity}, ${`${row.day}T12:00:00+09:00`}
    from stock_locations l where l.cinema_id = ${row.cinemaId} and l.for_sales`);
}
