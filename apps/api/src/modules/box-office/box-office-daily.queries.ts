import { sql, type SQL } from 'drizzle-orm';
import { addDays, type BoxOfficeDailyQuery } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// The reads behind 興行収入日報 (docs/reports.md, "box-office reports"), one SQL per figure: R1T (rb_film_day_total) by the
// screening's business day for 動員 and 興収, the published screenings for 回数 and seats. The database sums; the
// rows are keyed by (cinema or 0, film, 上映方式 code or ''), as the report's grouping asks.

export interface DailyScope {
  brandId: number;
  ids: number[];
  query: BoxOfficeDailyQuery;
}

/** The grouping of a row: its cinema (0 when the cinemas are added up) and 上映方式 code ('' when not split). */
const keys = (s: DailyScope, cinema: string, code: string) =>
  sql.raw(`${s.query.byCinema ? cinema : '0'} as cinema_id, ${s.query.byFormat ? `coalesce(${code}, '')` : `''`}`);

/** The report's filters on R1 (alias r, versions v, films f). */
function filmFilters(s: DailyScope, film: string, code: string): SQL {
  const q = s.query;
  const parts: SQL[] = [sql`true`];
  if (q.filmId) parts.push(sql`${sql.raw(film)} = ${q.filmId}`);
  if (q.distributorId) parts.push(sql`f.distributor_id = ${q.distributorId}`);
  if (q.formatCode) parts.push(sql`${sql.raw(code)} = ${q.formatCode}`);
  return sql.join(parts, sql` and `);
}

export type FigureRow = {
  cinema_id: number;
  film_id: number;
  format_code: string;
  format_name: string | null;
  paid: number;
  comps: number;
  gross: number;
  prev_day: number;
  last_week: number;
};

/** 動員 and 興収 of the period, of the period a day back (前日) and a week back (前週同曜日), from R1. */
export const periodFigures = (db: Db, s: DailyScope) => {
  const { from, to } = s.query;
  return rowsOf<FigureRow>(
    db.execute(sql`select ${keys(s, 'r.cinema_id', 'v.code')} as format_code, r.film_id, min(v.name) as format_name,
        coalesce(sum(r.tickets) filter (where r.screening_bd between ${from} and ${to}), 0)::int as paid,
        coalesce(sum(r.comps) filter (where r.screening_bd between ${from} and ${to}), 0)::int as comps,
        coalesce(sum(r.booked) filter (where r.screening_bd between ${from} and ${to}), 0)::int as gross,
        coalesce(sum(r.booked) filter (where r.screening_bd between ${addDays(from, -1)} and ${addDays(to, -1)}), 0)::int
          as prev_day,
        coalesce(sum(r.booked) filter (where r.screening_bd between ${addDays(from, -7)} and ${addDays(to, -7)}), 0)::int
          as last_week
      from rb_film_day_total r
      left join versions v on v.id = r.format_id
      left join films f on f.id = r.film_id
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids}
        and r.screening_bd between ${addDays(from, -7)} and ${to} and ${filmFilters(s, 'r.film_id', 'v.code')}
      group by 1, 2, 3`),
  );
};

export type ScreeningRow = {
  cinema_id: number;
  film_id: number;
  format_code: string;
  format_name: string | null;
  screenings: number;
  seats: number;
};

/** 回数 and the seats that could be sold (販売率's denominator): the period's published screenings. */
export const periodScreenings = (db: Db, s: DailyScope) =>
  rowsOf<ScreeningRow>(
    db.execute(sql`select ${keys(s, 's.cinema_id', 'v.code')} as format_code, s.film_id, min(v.name) as format_name,
        count(*)::int as screenings, coalesce(sum((h.seat_counts->>'sellable')::int), 0)::int as seats
      from screenings s
      join houses h on h.id = s.house_id
      left join versions v on v.id = s.format_version_id
      left join films f on f.id = s.film_id
      where s.brand_id = ${s.brandId} and s.cinema_id in ${s.ids}
        and s.business_date between ${s.query.from} and ${s.query.to}
        and s.published_at is not null and s.status <> 'cancelled' and ${filmFilters(s, 's.film_id', 'v.code')}
      group by 1, 2, 3`),
  );

export type FilmRow = {
  id: number;
  name: string;
  release_date: string | null;
  distributor_code: string | null;
  distributor_name: string | null;
  first_day: string | null;
};

/** The films shown, with their 配給会社, 公開日, and first screening day at the cinemas read. */
export const filmsOf = (db: Db, s: DailyScope, filmIds: number[]) =>
  rowsOf<FilmRow>(
    db.execute(sql`select f.id, f.name, f.release_date::text, d.code as distributor_code, d.name as distributor_name,
        (select min(s.business_date)::text from screenings s
          where s.film_id = f.id and s.cinema_id in ${s.ids}) as first_day
      from films f left join clients d on d.id = f.distributor_id
      where f.brand_id = ${s.brandId} and f.id in ${filmIds}`),
  );

export type CumulativeRow = { cinema_id: number; film_id: number; format_code: string; persons: number; gross: number };

/** 累計動員・累計興収: life to date up to the period's end, from the films' first screening day on. */
export const cumulative = (db: Db, s: DailyScope, filmIds: number[], since: string) =>
  rowsOf<CumulativeRow>(
    db.execute(sql`select ${keys(s, 'r.cinema_id', 'v.code')} as format_code, r.film_id,
        sum(r.tickets + r.comps)::int as persons, sum(r.booked)::int as gross
      from rb_film_day_total r
      left join versions v on v.id = r.format_id
      left join films f on f.id = r.film_id
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids} and r.film_id in ${filmIds}
        and r.screening_bd between ${since} and ${s.query.to} and ${filmFilters(s, 'r.film_id', 'v.code')}
      group by 1, 2, 3`),
  );

export type ChartRow = { date: string; film_id: number; gross: number };

/** 興収税込 per 上映日 and 作品 of the period (the stacked bar). */
export const grossByDay = (db: Db, s: DailyScope) =>
  rowsOf<ChartRow>(
    db.execute(sql`select r.screening_bd::text as date, r.film_id, sum(r.booked)::int as gross
      from rb_film_day_total r
      left join versions v on v.id = r.format_id
      left join films f on f.id = r.film_id
      where r.brand_id = ${s.brandId} and r.cinema_id in ${s.ids}
        and r.screening_bd between ${s.query.from} and ${s.query.to} and ${filmFilters(s, 'r.film_id', 'v.code')}
      group by 1, 2 order by 1, 2`),
  );
