import { sql, type SQL } from 'drizzle-orm';
import { formatScaleMinutes, SCALE_MINUTES, timeBand, timeBandStarts } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// What the seat reports share (docs/reports.md, "seat reports"): the screenings a period covers with their seats, and
// which of their sold seats were used. R2 (rb_screening) holds sold seats and comps only; a screening's seats are read
// from its screen's seat plan at query time (the counts stored with the plan, as the schedule's 販売率 reads them) and
// its 着券 from the admissions facts, each in one grouped query, so no counter needs a migration for now.

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
        coalesce((h.seat_counts->>'total')::int, 0) as seats,
        coalesce((h.seat_counts->>'closed')::int, 0) as blocked,
        coalesce((h.seat_counts->>'sellable')::int, 0) as sellable,
        ${BAND} as band, extract(dow from s.business_date)::int::text as weekday
      from screenings s join houses h on h.id = s.house_id
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
 * Persons of a seat: a pair seat's ticket is two (R2 counts sold seats as persons the same way).
 * A seat still sold: its sale paid and neither voided nor refunded (the rule of 未着券記録).
 * A seat used: scanned at the gate, or recorded on 未着券記録 as 入場確認漏れ (the guest was in).
 */
export const PERSONS = sql.raw('abs(coalesce(l.persons, l.quantity))');
export const STILL_SOLD = sql.raw(
  `l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded') and t.paid_at is not null`,
);
export const ADMITTED = sql.raw(`(a.admitted_at is not null or a.non_arrival_outcome = 'missedScan')`);

/** The admitted persons of each screening in `base` (a `with` name holding screening ids as `id`). */
export const admittedOf = (c: Cinema) =>
  sql`select a.screening_id, sum(${PERSONS})::int as admitted
    from admissions a
    join transaction_lines l on l.id = a.line_id
    join transactions t on t.id = l.transaction_id
    where a.brand_id = ${c.brandId} and a.cinema_id = ${c.id} and a.screening_id in (select id from base)
      and ${ADMITTED} and ${STILL_SOLD}
    group by 1`;
