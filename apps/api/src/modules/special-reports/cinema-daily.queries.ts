import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';

// The reads behind 全劇場日報（速報） (docs/reports.md, "特別レポート"), one SQL per source, summed by the database per
// cinema: R1T (rb_film_day_total) by the screening's business day for 動員 and 興収, R7 (rb_tax_day) by the sales business
// day for 売店 and その他売上, each for the period, 前年同曜日 (the period 364 days back) and 月累計.

export interface DailyReading {
  brandId: number;
  ids: number[];
  from: string;
  to: string;
  /** The period 364 days back. */
  lastFrom: string;
  lastTo: string;
  /** The first day of 月累計 (the first of the period's last month). */
  monthFrom: string;
}

const between = (column: string, from: string, to: string) => sql`${sql.raw(column)} between ${from} and ${to}`;
const summed = (measure: string, where: SQL) => sql`coalesce(sum(${sql.raw(measure)}) filter (where ${where}), 0)::int`;
/** From the earlier of the period's start and 月累計's to the period's end. */
const earliest = (r: DailyReading) => (r.monthFrom < r.from ? r.monthFrom : r.from);

export type BoxOfficeFigures = {
  cinema_id: number;
  persons: number;
  gross: number;
  last_persons: number;
  last_gross: number;
  month_persons: number;
  month_gross: number;
};

/** 動員 (paid and complimentary, net of refunds) and 興収 (Σ 計上額) per cinema, from R1. */
export const boxOfficeFigures = (db: Db, r: DailyReading) => {
  const period = between('r.screening_bd', r.from, r.to);
  const last = between('r.screening_bd', r.lastFrom, r.lastTo);
  const month = between('r.screening_bd', r.monthFrom, r.to);
  return rowsOf<BoxOfficeFigures>(
    db.execute(sql`select r.cinema_id,
        ${summed('r.tickets + r.comps', period)} as persons, ${summed('r.booked', period)} as gross,
        ${summed('r.tickets + r.comps', last)} as last_persons, ${summed('r.booked', last)} as last_gross,
        ${summed('r.tickets + r.comps', month)} as month_persons, ${summed('r.booked', month)} as month_gross
      from rb_film_day_total r
      where r.brand_id = ${r.brandId} and r.cinema_id = any(${sqlArray(r.ids, 'int')})
        and (r.screening_bd between ${earliest(r)} and ${r.to} or ${last})
      group by 1`),
  );
};

export type SalesFigures = { cinema_id: number; shop: number; other: number; month_sales: number };

/** 売店 and その他売上 (tax included) per cinema on the sales business day, and both together for 月累計, from R7. */
export const salesFigures = (db: Db, r: DailyReading) => {
  const period = between('r.sale_bd', r.from, r.to);
  const month = between('r.sale_bd', r.monthFrom, r.to);
  return rowsOf<SalesFigures>(
    db.execute(sql`select r.cinema_id,
        ${summed('r.base', sql`r.kind = 'shop' and ${period}`)} as shop,
        ${summed('r.base', sql`r.kind = 'other' and ${period}`)} as other,
        ${summed('r.base', sql`r.kind in ('shop', 'other') and ${month}`)} as month_sales
      from rb_tax_day r
      where r.brand_id = ${r.brandId} and r.cinema_id = any(${sqlArray(r.ids, 'int')})
        and r.sale_bd between ${earliest(r)} and ${r.to}
      group by 1`),
  );
};

export type TopFilm = { film_id: number; film_name: string | null; persons: number; gross: number; screens: number };

/**
 * The chain's top 10 films of the period by 興収 (then 動員) from R1, with スクリーン数: the screens that showed each
 * in a published screening of the period.
 */
export const topFilms = (db: Db, r: DailyReading) =>
  rowsOf<TopFilm>(
    db.execute(sql`with top as (
        select r.film_id, coalesce(sum(r.tickets + r.comps), 0)::int as persons, coalesce(sum(r.booked), 0)::int as gross
        from rb_film_day_total r
        where r.brand_id = ${r.brandId} and r.cinema_id = any(${sqlArray(r.ids, 'int')})
          and r.screening_bd between ${r.from} and ${r.to} and r.film_id <> 0
        group by 1
        having sum(r.tickets + r.comps) <> 0 or sum(r.booked) <> 0
        order by gross desc, persons desc, r.film_id
        limit 10)
      select top.film_id, f.name as film_name, top.persons, top.gross,
        (select count(distinct s.house_id)::int from screenings s
          where s.brand_id = ${r.brandId} and s.cinema_id = any(${sqlArray(r.ids, 'int')}) and s.film_id = top.film_id
            and s.business_date between ${r.from} and ${r.to}
            and s.published_at is not null and s.status <> 'cancelled') as screens
      from top left join films f on f.id = top.film_id
      order by top.gross desc, top.persons desc, top.film_id`),
  );
