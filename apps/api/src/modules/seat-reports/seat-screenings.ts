import { sql, type SQL } from 'drizzle-orm';
import { formatScaleMinutes, SCALE_MINUTES, timeBand, timeBandStarts } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { ADMITTED, PERSONS, STILL_SOLD } from '../rollups/index.js';

// What the seat reports share (docs/reports.md, "seat reports"): the screenings a period covers with their seats, and
// which of their sold seats were used. A past screening's seats (総座席数, 販売停止席) and 着券 are R2's counters
// (rb_screening: capacity, blocked, admitted); a screening of today or to come reads its screen's seat plan (the counts
// stored with the plan, as the schedule's 販売率 reads them) and its 着券 from the admissions facts: live inventory.

export type Cinema = { id: number; brandId: number };

export const query = <T>(db: Db, statement: SQL) => rowsOf<T>(db.execute(statement));

/** A ratio, null where it has no denominator (shown as '-', which is not 0 %). */
export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A screening's start as minutes of its business day's 36-hour scale (25:30 is 1530). */
const START = `floor(extract(epoch from ((s.start_at at time zone 'UTC') + interval '9 hours' - s.business_date::timestamp)) / 60)::int`;
export const START_MINUTES = sql.raw(START);

/** The start as the report shows it (25:30); a start off the scale, which the schedule never stores, as '-'. */
export const startTimeOf = (minutes: number) =>
  minutes >= 0 && minutes < SCALE_MINUTES ? formatScaleMinutes(minutes) : '-';

/** The 時間帯 of the start: the last band starting at or before its hour (contracts' timeBandStarts). */
const BAND = sql.raw(
  `case ${[...timeBand.values]
    .reverse()
    .map((b) => `when ${START} >= ${timeBandStarts[b] * 60} then '${b}'`)
    .join(' ')} end`,
);

/** A screening whose business day is over (before today in Japan) and whose R2 row counted its seats. */
const PAST_SQL = `(s.business_date < (now() at time zone 'Asia/Tokyo')::date and coalesce(rb.capacity, 0) > 0)`;
const PAST = sql.raw(PAST_SQL);
/** The seat plan's count now, or for a past screening R2's. */
const SEATS = (plan: string, counted: string) =>
  sql.raw(`case when ${PAST_SQL} then ${counted} else coalesce((h.seat_counts->>'${plan}')::int, 0) end`);

export interface ScreeningFilter {
  from: string;
  to: string;
  filmId?: number;
  houseId?: number;
  weekday?: string;
  timeBand?: string;
  category?: string;
  formatId?: number;
}

const when = (value: unknown, condition: SQL) => (value === undefined ? sql`` : condition);

/**
 * The cinema's screenings of the period that are shown or on sale (published, not cancelled: the dashboard's 販売率
 * counts the same ones), each with its screen's seats now: 総座席数, 販売停止席 and 販売可能席 (every seat but
 * 販売停止席; the seat plan has no 予備席 of its own and a wheelchair space is one seat).
 */
export function screeningsIn(c: Cinema, f: ScreeningFilter): SQL {
  return sql`select * from (select s.id, s.business_date, s.start_at, s.film_id, s.house_id, s.category,
        s.format_version_id, ${START_MINUTES} as start_minutes,
        ${SEATS('total', 'rb.capacity')} as seats,
        ${SEATS('closed', 'rb.blocked')} as blocked,
        ${SEATS('total', 'rb.capacity')} - ${SEATS('closed', 'rb.blocked')} as sellable,
        ${PAST} as past, rb.admitted as counted_admitted,
        ${BAND} as band, extract(dow from s.business_date)::int::text as weekday
      from screenings s join houses h on h.id = s.house_id
        left join rb_screening rb on rb.screening_id = s.id
      where s.brand_id = ${c.brandId} and s.cinema_id = ${c.id}
        and s.business_date between ${f.from}::date and ${f.to}::date
        and s.published_at is not null and s.status <> 'cancelled'
        ${when(f.filmId, sql`and s.film_id = ${f.filmId}`)}
        ${when(f.houseId, sql`and s.house_id = ${f.houseId}`)}
        ${when(f.category, sql`and s.category = ${f.category}`)}
        ${when(f.formatId, sql`and s.format_version_id = ${f.formatId}`)}) b
    where true ${when(f.weekday, sql`and b.weekday = ${f.weekday}`)} ${when(f.timeBand, sql`and b.band = ${f.timeBand}`)}`;
}

/**
 * The admitted persons of each screening in `base` (a `with` name holding screening ids as `id`, `past` and
 * `counted_admitted`): R2's admitted for a past screening, the admissions facts for one of today or to come.
 */
export const admittedOf = (c: Cinema) =>
  sql`select b.id as screening_id, b.counted_admitted as admitted from base b where b.past
    union all
    select a.screening_id, sum(${PERSONS})::int as admitted
    from admissions a
    join transaction_lines l on l.id = a.line_id
    join transactions t on t.id = l.transaction_id
    where a.brand_id = ${c.brandId} and a.cinema_id = ${c.id} and a.screening_id in (select id from base where not past)
      and ${ADMITTED} and ${STILL_SOLD}
    group by 1`;
