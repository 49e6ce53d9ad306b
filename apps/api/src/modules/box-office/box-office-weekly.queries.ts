import { sql } from 'drizzle-orm';
import type { SaleWeeklyMetric } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// The reads behind 週間売上 (docs/reports.md, "box-office reports"), one SQL per figure: R1T per film and 上映日 (this
// week and the one before), R1T life to date, R4 per sales day split into 売店 and その他 by the item's kind.

export interface WeeklyScope {
  brandId: number;
  ids: number[];
  filmId?: number;
}

const measure = (m: SaleWeeklyMetric) => sql.raw(m === 'boxOffice' ? 'r.booked' : 'r.tickets + r.comps');
const film = (s: WeeklyScope) => (s.filmId ? sql`r.film_id = ${s.filmId}` : sql`true`);

export type FilmDayRow = { film_id: number; date: string; value: number };

/** The metric per film and 上映日 from `from` to `to`. */
export const filmDays = (db: Db, s: WeeklyScope, m: SaleWeeklyMetric, from: string, to: string) =>
  rowsOf<FilmDayRow>(
    db.execute(sql`select r.film_id, r.screening_bd::text as date, sum(${measure(m)})::int as value
      from rb_film_day_total r
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids} and r.screening_bd between ${from} and ${to}
        and ${film(s)}
      group by 1, 2`),
  );

/** 興行収入 per 上映日 (the money block reads 興収 whatever the rows' metric). */
export const grossDays = (db: Db, s: WeeklyScope, from: string, to: string) =>
  rowsOf<{ date: string; value: number }>(
    db.execute(sql`select r.screening_bd::text as date, sum(r.booked)::int as value
      from rb_film_day_total r
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids} and r.screening_bd between ${from} and ${to}
      group by 1`),
  );

export type FilmInfo = { id: number; name: string; release_date: string | null; first_day: string | null };

/** The films' names, 公開日 and first screening day at the cinemas read. */
export const filmInfo = (db: Db, s: WeeklyScope, ids: number[]) =>
  rowsOf<FilmInfo>(
    db.execute(sql`select f.id, f.name, f.release_date::text,
        (select min(sc.business_date)::text from screenings sc
          where sc.film_id = f.id and sc.cinema_id in ${s.ids}) as first_day
      from films f where f.brand_id = ${s.brandId} and f.id in ${ids}`),
  );

/** 累計: the metric per film from `since` to the week's end. */
export const filmCumulative = (db: Db, s: WeeklyScope, m: SaleWeeklyMetric, ids: number[], since: string, to: string) =>
  rowsOf<{ film_id: number; value: number }>(
    db.execute(sql`select r.film_id, sum(${measure(m)})::int as value
      from rb_film_day_total r
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids} and r.film_id in ${ids}
        and r.screening_bd between ${since} and ${to}
      group by 1`),
  );

export type ItemDayRow = { date: string; other: boolean; value: number };

/** 売店 and その他 売上 (税込, net of discounts and refunds) per sales day, from R4. */
export const itemDays = (db: Db, s: WeeklyScope, from: string, to: string) =>
  rowsOf<ItemDayRow>(
    db.execute(sql`select r.sale_bd::text as date, coalesce(i.kind = 'otherRevenue', false) as other,
        sum(r.net)::int as value
      from rb_item_day r
      left join shop_items i on i.id = r.item_id
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids} and r.sale_bd between ${from} and ${to}
      group by 1, 2`),
  );
