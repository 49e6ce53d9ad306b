import { sql, type SQL } from 'drizzle-orm';
import {
  ticketKind,
  type ArriveClaimRow,
  type ArriveDailyQuery,
  type ArriveDailyRow,
  type TicketKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { KIND_COLUMNS, paperAndMovieTicketSeats, seatsWithKind, type SeatKind } from '../rollups/index.js';
import { query, ratio, screeningsIn, startTimeOf, type Cinema } from './seat-screenings.js';

// 着券日報 (docs/reports.md, "seat reports"): per screening, sold persons (R2) and the seats used, by what each was bought
// with; and 前売・ムビチケ着券集計, the used paper tickets and ムビチケ per 券種 and film at their 計上単価. A past screening's
// 着券数 and its split by kind are R2's counters (admitted, admitted_counter…); a screening of today or to come, one
// not yet counted by kind, read the admissions facts (one row per sold seat); the footer reads only the seats a paper
// ticket or ムビチケ may have bought (docs/performance.md, 着券日報's footer).

/** The admissions (alias a) of the cinema: what both reads of seats with their kind narrow to. */
const ofCinema = (c: Cinema) => sql`a.brand_id = ${c.brandId} and a.cinema_id = ${c.id}`;

/** The still-sold seats of the cinema's screenings `ids` (a select of ids) with their kind (rollups' seat-kinds.ts). */
const seatsOf = (c: Cinema, ids: SQL) => seatsWithKind(ids, ofCinema(c));

type Row = {
  id: number;
  business_date: string;
  start_minutes: number;
  house_name: string;
  film_name: string;
  sold: number;
  admitted: number;
} & Record<'counter' | 'online' | 'movieTicket' | 'advance' | 'invitation', number>;

/**
 * A kind's used seats: R2's count for a past screening counted by kind, else the seats read now (a screening of today
 * or to come, or one no job has counted by kind yet).
 */
const used = (kind: SeatKind) =>
  sql.raw(`(case when b.counted then rb.${KIND_COLUMNS[kind]}
    else coalesce(sum(s.persons) filter (where s.admitted and s.kind = '${kind}'), 0) end)::int`);

export async function arriveDailyRows(db: Db, c: Cinema, q: ArriveDailyQuery): Promise<ArriveDailyRow[]> {
  const rows = await query<Row>(
    db,
    sql`with listed as (${screeningsIn(c, q)}),
      base as (select l.*, (l.past and rb.admitted_counter is not null) as counted
        from listed l left join rb_screening rb on rb.screening_id = l.id),
      ${seatsOf(c, sql`select id from base where not counted`)}
      select b.id, b.business_date::text as business_date, b.start_minutes, h.name as house_name, f.name as film_name,
        coalesce(rb.sold, 0)::int as sold,
        (case when b.past then b.counted_admitted
          else coalesce(sum(s.persons) filter (where s.admitted), 0) end)::int as admitted,
        ${used('counter')} as counter, ${used('online')} as online, ${used('movieTicket')} as "movieTicket",
        ${used('advance')} as advance, ${used('invitation')} as invitation
      from base b
      join houses h on h.id = b.house_id
      join films f on f.id = b.film_id
      left join rb_screening rb on rb.screening_id = b.id
      left join seats s on s.screening_id = b.id
      group by b.id, b.business_date, b.start_minutes, b.start_at, b.past, b.counted, b.counted_admitted, h.name,
        h.sort_order, f.name, rb.sold, rb.admitted_counter, rb.admitted_online, rb.admitted_movie_ticket,
        rb.admitted_advance, rb.admitted_invitation
      order by b.business_date, b.start_at, h.sort_order nulls last, h.name, b.id`,
  );
  return rows.map((r) => ({
    screeningId: r.id,
    businessDate: r.business_date,
    startTime: startTimeOf(r.start_minutes),
    houseName: r.house_name,
    filmName: r.film_name,
    sold: r.sold,
    admitted: r.admitted,
    notAdmitted: r.sold - r.admitted,
    admittedRate: ratio(r.admitted, r.sold),
    counter: r.counter,
    online: r.online,
    movieTicket: r.movieTicket,
    advance: r.advance,
    invitation: r.invitation,
  }));
}

type Claim = {
  kind: 'movieTicket' | 'advance';
  coupon_name: string | null;
  ticket_kind: string | null;
  film_id: number;
  film_name: string;
  unit: number;
  quantity: number;
};

/**
 * 前売・ムビチケ着券集計: used 前売券・鑑賞券 at their 計上単価 (the paper ticket's, docs/reports.md, "paper tickets"), and
 * used ムビチケ at the 計上額 their line booked per person; 枚数 × 計上単価 = 計上額.
 */
export async function arriveClaimRows(db: Db, c: Cinema, q: ArriveDailyQuery): Promise<ArriveClaimRow[]> {
  const rows = await query<Claim>(
    db,
    sql`with base as (${screeningsIn(c, q)}),
      ${paperAndMovieTicketSeats(sql`select id from base`, ofCinema(c))},
      claimed as (select s.kind, case when s.kind = 'advance' then s.coupon_name end as coupon_name,
          case when s.kind = 'movieTicket' then s.ticket_kind end as ticket_kind, s.film_id, s.persons,
          case when s.kind = 'advance' and s.coupon_booked is not null then s.coupon_booked
            else round(s.booked::numeric / greatest(s.persons, 1))::int end as unit
        from seats s where s.admitted and s.kind in ('movieTicket', 'advance'))
      select c.kind, c.coupon_name, c.ticket_kind, c.film_id, coalesce(f.name, '') as film_name, c.unit,
        sum(c.persons)::int as quantity
      from claimed c left join films f on f.id = c.film_id
      group by c.kind, c.coupon_name, c.ticket_kind, c.film_id, f.name, c.unit
      order by c.kind desc, c.coupon_name, c.ticket_kind, f.name, c.unit`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    ticketName:
      r.kind === 'advance'
        ? (r.coupon_name ?? '前売券')
        : `ムビチケ（${ticketKind.labels[r.ticket_kind as TicketKind] ?? '一般'}）`,
    filmId: r.film_id,
    filmName: r.film_name,
    quantity: r.quantity,
    unitAmount: r.unit,
    amount: r.quantity * r.unit,
  }));
}
