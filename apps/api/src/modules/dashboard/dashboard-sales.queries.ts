import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

// The reads behind 本日の売上. Whole days come from the rollups: R1 and R2 by the
// screening's day, R6 rb_hour by the sales day. Rollups cannot stop at a clock time, so last week's
// day up to the same time reads the facts for what the rollups cannot cut: its tickets by screening
// day, and the sales day's hour in progress (the hours before it are whole in rb_hour).

export type DayRow = { cinema_id: number; bd: string; admissions: string; box_office: string; sold: string };
export type HourRow = { cinema_id: number; bd: string; hour: number; kind: string; amount: string };
type SeatRow = { cinema_id: number; bd: string; sellable: string };

const q = <T>(db: Db, query: SQL) => rowsOf<T>(db.execute(query));

/** 動員・興行収入 (R1) and sold seats of published screenings (R2) per cinema and screening day. */
export const screeningDays = (db: Db, ids: number[], days: string[]) =>
  q<DayRow>(
    db,
    sql`select f.cinema_id, f.bd, f.admissions, f.box_office, coalesce(s.sold, 0) as sold
      from (select cinema_id, screening_bd::text as bd, sum(tickets + comps) as admissions, sum(booked) as box_office
        from rb_film_day_total where cinema_id in ${ids} and screening_bd in ${days} group by 1, 2) f
      full join (select s.cinema_id, s.business_date::text as bd, sum(r.sold) as sold
        from screenings s join rb_screening r on r.screening_id = s.id
        where s.cinema_id in ${ids} and s.business_date in ${days}
          and s.published_at is not null and s.status <> 'cancelled' group by 1, 2) s
        on s.cinema_id = f.cinema_id and s.bd = f.bd`,
  );

/** Seats of the day's published screenings (販売率's denominator; no clock time applies). */
export const sellableSeats = (db: Db, ids: number[], days: string[]) =>
  q<SeatRow>(
    db,
    sql`select s.cinema_id, s.business_date::text as bd, sum((h.seat_counts->>'sellable')::int) as sellable
      from screenings s join houses h on h.id = s.house_id
      where s.cinema_id in ${ids} and s.business_date in ${days}
        and s.published_at is not null and s.status <> 'cancelled' group by 1, 2`,
  );

/** R6 by sales day, hour and line type. */
export const saleHours = (db: Db, ids: number[], days: string[]) =>
  q<HourRow>(
    db,
    sql`select cinema_id, sale_bd::text as bd, hour, kind, sum(amount) as amount from rb_hour
      where cinema_id in ${ids} and sale_bd in ${days} group by 1, 2, 3, 4`,
  );

// The measures of R1 and R2 (rollups' sources): a void or refund counts its persons and amount back.
const SIGN = sql.raw(`(case when t.kind = 'sale' then 1 else -1 end)`);
const PERSONS = sql.raw(`abs(coalesce(l.persons, l.quantity))`);
const COUNTED = sql.raw(`t.paid_at is not null`);

/** A screening day's tickets as the facts held them at `until` (sales, refunds and voids up to then). */
export const screeningDayUntil = (db: Db, ids: number[], day: string, until: Date) =>
  q<DayRow>(
    db,
    sql`select l.cinema_id, ${day} as bd,
        sum(${SIGN} * ${PERSONS}) as admissions,
        sum(${SIGN} * abs(coalesce(l.box_office_amount, 0))) as box_office,
        sum(case when s.published_at is not null and s.status <> 'cancelled' then ${SIGN} * ${PERSONS} else 0 end) as sold
      from transaction_lines l
      join transactions t on t.id = l.transaction_id
      left join screenings s on s.id = l.screening_id
      where l.screening_business_date = ${day} and l.cinema_id in ${ids} and l.line_type = 'ticket'
        and ${COUNTED} and t.occurred_at <= ${until.toISOString()}::timestamptz
      group by 1`,
  );

/**
 * One hour of a sales day from the facts, up to `until`: the hour R6 would give, cut at the clock
 * time. Reads the day's transactions by (brand, cinema, sales day) and keeps that hour's.
 */
export const saleHourUntil = (
  db: Db,
  where: { brandIds: number[]; ids: number[]; day: string; hour: number; from: Date; until: Date },
) =>
  q<HourRow>(
    db,
    sql`select t.cinema_id, ${where.day} as bd, ${where.hour}::int as hour, l.line_type::text as kind,
        sum(l.amount) as amount
      from transactions t join transaction_lines l on l.transaction_id = t.id
      where t.brand_id in ${where.brandIds} and t.cinema_id in ${where.ids} and t.sales_business_date = ${where.day}
        and ${COUNTED} and t.occurred_at >= ${where.from.toISOString()}::timestamptz
        and t.occurred_at <= ${where.until.toISOString()}::timestamptz
      group by 1, 4`,
  );
