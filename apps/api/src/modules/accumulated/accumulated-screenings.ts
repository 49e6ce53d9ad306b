import { sql } from 'drizzle-orm';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';

// A film's run from the published schedule (docs/reports.md, "作品別累計成績"): first and last screening day, the
// days and screenings up to the 基準日 and their sellable seats, per 作品 × 劇場 or per 作品 over the chosen cinemas
// (the days then counted once however many cinemas showed the film). One grouped statement.

export interface RunRow {
  cinema_id: number | null;
  film_id: number;
  film_name: string;
  distributor_name: string | null;
  release_date: string | null;
  first_day: string;
  last_day: string;
  days: string;
  screenings: string;
  seats: string;
}

export interface RunWhere {
  brandId: number;
  cinemaIds: number[];
  baseDate: string;
  perCinema: boolean;
  filmId?: number;
  distributorId?: number;
  /** Only films with a screening on or after the 基準日 somewhere (上映中): keeps the scan to running films. */
  runningOnly: boolean;
}

const LIVE = sql.raw(`s.published_at is not null and s.status <> 'cancelled'`);

/**
 * The films with a screening on or after the 基準日 at the cinemas (上映中), read first: given as values, the runs' read
 * takes them by the (film, cinema, day) index, where a subquery was estimated as most films and the whole schedule
 * was scanned (docs/performance.md, "The full year").
 */
async function runningFilms(db: Db, w: RunWhere) {
  const rows = await rowsOf<{ film_id: number }>(
    db.execute(sql`select distinct s.film_id from screenings s where s.brand_id = ${w.brandId}
      and s.cinema_id = any(${sqlArray(w.cinemaIds, 'int')}) and s.business_date >= ${w.baseDate} and ${LIVE}`),
  );
  return rows.map((r) => Number(r.film_id));
}

/** Runs of the films that opened by the 基準日 (a screening on or before it) at the chosen cinemas. */
export async function filmRuns(db: Db, w: RunWhere) {
  const cinemas = sqlArray(w.cinemaIds, 'int');
  const key = w.perCinema ? sql`s.cinema_id` : sql`null::int`;
  const running = w.runningOnly ? await runningFilms(db, w) : null;
  if (running && !running.length) return [];
  return rowsOf<RunRow>(
    db.execute(sql`select ${key} as cinema_id, s.film_id, f.name as film_name, d.name as distributor_name,
        f.release_date::text as release_date, min(s.business_date)::text as first_day,
        max(s.business_date)::text as last_day,
        count(distinct s.business_date) filter (where s.business_date <= ${w.baseDate}) as days,
        count(*) filter (where s.business_date <= ${w.baseDate}) as screenings,
        coalesce(sum((h.seat_counts->>'sellable')::int) filter (where s.business_date <= ${w.baseDate}), 0) as seats
      from screenings s
      join films f on f.id = s.film_id and f.brand_id = s.brand_id
      left join clients d on d.id = f.distributor_id
      join houses h on h.id = s.house_id
      where s.brand_id = ${w.brandId} and s.cinema_id = any(${cinemas}) and ${LIVE}
        ${w.filmId ? sql`and s.film_id = ${w.filmId}` : sql``}
        ${w.distributorId ? sql`and f.distributor_id = ${w.distributorId}` : sql``}
        ${running ? sql`and s.film_id = any(${sqlArray(running, 'int')})` : sql``}
      group by 1, s.film_id, f.name, d.name, f.release_date
      having min(s.business_date) <= ${w.baseDate}`),
  );
}
