import { sql, type SQL } from 'drizzle-orm';

// What each sold seat was bought with (docs/reports.md, "seat reports", 着券日報), shared by 着券日報 and R2's counters
// of used seats by kind. A seat still sold is one whose sale is paid and neither voided nor refunded (the rule of
// 未着券記録); it is used when scanned at the gate or recorded as 入場確認漏れ.

export const PERSONS = sql.raw('abs(coalesce(l.persons, l.quantity))');
export const STILL_SOLD = sql.raw(
  `l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded') and t.paid_at is not null`,
);
export const ADMITTED = sql.raw(`(a.admitted_at is not null or a.non_arrival_outcome = 'missedScan')`);

/** The kinds a used seat is counted under, in 着券日報's column order. */
export const SEAT_KINDS = ['counter', 'online', 'movieTicket', 'advance', 'invitation'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/**
 * CTE `mt_lines` (id): the ticket lines of the sales `sales` (a `with` name holding transaction_id) that ムビチケ paid.
 * ムビチケ is a tender of the sale, not a mark on a line: it is applied to the sale's ticket lines from the dearest
 * down, as far as the tender goes. Each sale probes the partial index of ムビチケ payments (a subquery per sale): joined,
 * PostgreSQL read all of them, a year's 300,000, for a month's few hundred (docs/performance.md, 着券日報).
 */
const movieTicketLines = sql`mt as (select * from (select sales.transaction_id,
          (select sum(p.amount) from transaction_payments p
            where p.transaction_id = sales.transaction_id and p.method_kind = 'movieTicket') as amount
        from sales) x where x.amount is not null),
    mt_lines as (select x.id from (select l.id, mt.amount,
        sum(l.amount) over (partition by l.transaction_id order by l.amount desc, l.line_no) as upto
      from mt join transaction_lines l on l.transaction_id = mt.transaction_id
      where l.line_type = 'ticket' and l.refunded_quantity < l.quantity) x where x.upto <= x.amount)`;

/**
 * A seat's kind, the first that applies (aliases l line, t sale, cp the paper ticket's coupon); `paidByMovieTicket`
 * says whether ムビチケ paid the line.
 */
const kindOf = (paidByMovieTicket: string) =>
  sql.raw(`case when cp.kind = 'invitation' then 'invitation'
          when cp.kind in ('advance', 'viewing') then 'advance'
          when ${paidByMovieTicket} then 'movieTicket'
          when l.amount = 0 then 'invitation'
          when t.channel = 'online' then 'online'
          else 'counter' end`);

/**
 * The `seats` select from `from` (which joins admissions a and transaction_lines l), shared by both readers below;
 * `paidByMovieTicket` is the condition on those that ムビチケ paid the line.
 */
const seatsFrom = (from: SQL, where: SQL, paidByMovieTicket: string) => sql`seats as (select a.screening_id,
        coalesce(l.film_id, 0) as film_id, l.ticket_kind, ${PERSONS} as persons, ${ADMITTED} as admitted,
        coalesce(l.box_office_amount, 0) as booked, cp.name as coupon_name, cp.booked_amount as coupon_booked,
        ${kindOf(paidByMovieTicket)} as kind
      from ${from}
      join transactions t on t.id = l.transaction_id
      left join serials sr on sr.brand_id = l.brand_id and sr.code = l.coupon_serial
      left join coupons cp on cp.id = sr.coupon_id
      where ${where} and ${STILL_SOLD})`;

/**
 * CTEs ending in `seats` (screening_id, film_id, ticket_kind, persons, admitted, booked, coupon_name, coupon_booked,
 * kind): the still-sold seats of the screenings `screeningIds` (a select of ids) with their kind, the first that
 * applies: a paper ticket's kind (招待券, or 前売券 for 前売券 and 鑑賞券), ムビチケ, a seat sold at 0 yen (招待), the online
 * channel, and 当日券 (the counters). `where` narrows the admissions read (alias a); `rolledUp` keeps only sales the
 * rollup job has applied (R2's counters count what its sold counts).
 */
export function seatsWithKind(screeningIds: SQL, where: SQL = sql`true`, rolledUp = false): SQL {
  const applied = rolledUp
    ? sql`and exists (select 1 from rolled_up_transactions ru where ru.transaction_id = t.id)`
    : sql``;
  return sql`sales as (select distinct l.transaction_id from admissions a join transaction_lines l on l.id = a.line_id
      where a.screening_id in (${screeningIds})),
    ${movieTicketLines},
    ${seatsFrom(
      sql`admissions a join transaction_lines l on l.id = a.line_id left join mt_lines ml on ml.id = l.id`,
      sql`a.screening_id in (${screeningIds}) and ${where} ${applied}`,
      'ml.id is not null',
    )}`;
}

/**
 * The same `seats`, only those that may be bought with a paper ticket or ムビチケ (着券日報's footer): a line with a
 * serial (found by the partial index `transaction_lines_paper_idx`) or of a sale ムビチケ paid (the sales of the
 * screenings from `transaction_lines_screening_idx` alone, probed in the partial index of ムビチケ payments). The few
 * such seats are read, not the screenings' every admission (docs/performance.md, 着券日報).
 */
export function paperAndMovieTicketSeats(screeningIds: SQL, where: SQL): SQL {
  return sql`sales as (select distinct l.transaction_id from transaction_lines l
      where l.screening_id in (${screeningIds})),
    ${movieTicketLines},
    claimed_lines as (select id, bool_or(mt) as mt from (select id, true as mt from mt_lines
        union all select l.id, false from transaction_lines l
        where l.screening_id in (${screeningIds}) and l.coupon_serial is not null) x group by id),
    ${seatsFrom(
      sql`claimed_lines c join transaction_lines l on l.id = c.id join admissions a on a.line_id = l.id`,
      sql`a.screening_id in (${screeningIds}) and ${where}`,
      'c.mt',
    )}`;
}
