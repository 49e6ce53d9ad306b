import { sql } from 'drizzle-orm';
import {
  ticketKind,
  type ArriveClaimRow,
  type ArriveDailyQuery,
  type ArriveDailyRow,
  type TicketKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  ADMITTED,
  PERSONS,
  query,
  ratio,
  screeningsIn,
  startTimeOf,
  STILL_SOLD,
  type Cinema,
} from './seat-screenings.js';

// 着券日報 (docs/reports.md, "seat reports"): per screening, sold persons (R2) and the seats used, by what each was bought
// with; and 前売・ムビチケ着券集計, the used paper tickets and ムビチケ per 券種 and film at their 計上単価. A past screening's
// 着券数 is R2's admitted; its split by kind and the footer read the admissions facts (one row per sold seat).

/**
 * The seats of `base` still sold, each with its kind (the first that applies): a paper ticket's kind (招待券, or
 * 前売券 for 前売券 and 鑑賞券), ムビチケ, a seat sold at 0 yen (招待), the online channel, and 当日券 (the counters).
 * ムビチケ is a tender of the sale, not a mark on a line: it is applied to the sale's ticket lines from the dearest
 * down, as far as the tender goes (a ムビチケ stands for a 一般 or 小人 seat).
 */
const seatsOf = (c: Cinema) =>
  sql`sales as (select distinct l.transaction_id from admissions a join transaction_lines l on l.id = a.line_id
      where a.screening_id in (select id from base)),
    mt as (select p.transaction_id, sum(p.amount) as amount
      from sales join transaction_payments p on p.transaction_id = sales.transaction_id
      where p.method_kind = 'movieTicket' group by 1),
    mt_lines as (select x.id from (select l.id, mt.amount,
        sum(l.amount) over (partition by l.transaction_id order by l.amount desc, l.line_no) as upto
      from mt join transaction_lines l on l.transaction_id = mt.transaction_id
      where l.line_type = 'ticket' and l.refunded_quantity < l.quantity) x where x.upto <= x.amount),
    seats as (select a.screening_id, coalesce(l.film_id, 0) as film_id, l.ticket_kind, ${PERSONS} as persons, ${ADMITTED} as admitted,
        coalesce(l.box_office_amount, 0) as booked, cp.name as coupon_name, cp.booked_amount as coupon_booked,
        case when cp.kind = 'invitation' then 'invitation'
          when cp.kind in ('advance', 'viewing') then 'advance'
          when ml.id is not null then 'movieTicket'
          when l.amount = 0 then 'invitation'
          when t.channel = 'online' then 'online'
          else 'counter' end as kind
      from admissions a
      join transaction_lines l on l.id = a.line_id
      join transactions t on t.id = l.transaction_id
      left join mt_lines ml on ml.id = l.id
      left join serials sr on sr.brand_id = l.brand_id and sr.code = l.coupon_serial
      left join coupons cp on cp.id = sr.coupon_id
      where a.brand_id = ${c.brandId} and a.cinema_id = ${c.id} and a.screening_id in (select id from base)
        and ${STILL_SOLD})`;

type Row = {
  id: number;
  business_date: string;
  start_minutes: number;
  house_name: string;
  film_name: string;
  sold: number;
  admitted: number;
} & Record<'counter' | 'online' | 'movieTicket' | 'advance' | 'invitation', number>;

const used = (kind: string) =>
  sql.raw(`coalesce(sum(s.persons) filter (where s.admitted and s.kind = '${kind}'), 0)::int`);

export async function arriveDailyRows(db: Db, c: Cinema, q: ArriveDailyQuery): Promise<ArriveDailyRow[]> {
  const rows = await query<Row>(
    db,
    sql`with base as (${screeningsIn(c, q)}), ${seatsOf(c)}
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
      group by b.id, b.business_date, b.start_minutes, b.start_at, b.past, b.counted_admitted, h.name, h.sort_order,
        f.name, rb.sold
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
    sql`with base as (${screeningsIn(c, q)}), ${seatsOf(c)},
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
