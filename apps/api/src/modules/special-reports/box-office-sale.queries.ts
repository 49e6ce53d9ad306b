import { sql } from 'drizzle-orm';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';

// The reads behind 興行成績報告書（料金別） (docs/reports.md, "特別レポート"). R1 keys tickets by 券種区分 but keeps neither
// the 単価 nor the tender a ticket was paid with, so the 料金区分 are read from the ticket lines of the film's
// screenings of the period (the screening index, one film, at most 31 days), grouped by the database: only rolled-up
// documents, as R1 holds them, so the report's 金額 adds up to the 興行収入日報's 興収 of the film. The steps are
// materialized and the ムビチケ lines looked up as a hashed set: inlined, the planner guessed one row per step and ran
// the ムビチケ window again for every line (seconds on a week of one film; now under 100 ms).

export interface SaleReading {
  brandId: number;
  ids: number[];
  filmId: number;
  from: string;
  to: string;
}

export type FareRow = {
  kind: 'ticket' | 'advance' | 'movieTicket' | 'invitation';
  ticket_name: string | null;
  ticket_kind: string | null;
  coupon_name: string | null;
  unit: number;
  day: string;
  persons: number;
  amount: number;
};

const SIGN = `(case when l.kind = 'sale' then 1 else -1 end)`;

/**
 * 人員 and 計上額 per 料金区分 and 上映日, net of refunds and voids (on the screening's day, as R1 counts them). A ticket's
 * 料金区分 is its sale line's: 招待 (0 yen or a paper 招待券), a paper 前売券・鑑賞券 (by its name), a ムビチケ (the sale's
 * ムビチケ tender applied to its ticket lines from the dearest down, as far as it goes), else its 券種; its 単価 is the
 * sale line's 計上額 per person.
 */
export const fareRows = (db: Db, r: SaleReading) =>
  rowsOf<FareRow>(
    db.execute(sql`with shows as (
        select s.id from screenings s
        where s.brand_id = ${r.brandId} and s.cinema_id = any(${sqlArray(r.ids, 'int')}) and s.film_id = ${r.filmId}
          and s.business_date between ${r.from} and ${r.to}),
      lines as (
        select l.id, l.transaction_id, l.original_line_id, l.line_no, l.amount, l.box_office_amount, l.persons,
          l.quantity, l.ticket_id, l.ticket_kind, l.coupon_serial, l.brand_id, l.screening_business_date, t.kind
        from transaction_lines l
        join transactions t on t.id = l.transaction_id
        join rolled_up_transactions ru on ru.transaction_id = t.id
        where l.screening_id in (select id from shows) and l.line_type = 'ticket'),
      mt as materialized (
        select p.transaction_id, sum(p.amount) as amount from transaction_payments p
        where p.transaction_id in (select transaction_id from lines where kind = 'sale') and p.method_kind = 'movieTicket'
        group by 1),
      mt_lines as materialized (
        select x.id from (select l.id, mt.amount,
            sum(l.amount) over (partition by l.transaction_id order by l.amount desc, l.line_no) as upto
          from mt join transaction_lines l on l.transaction_id = mt.transaction_id
          where l.line_type = 'ticket') x
        where x.upto <= x.amount),
      classed as materialized (
        select l.id, l.ticket_id, l.ticket_kind,
          case when cp.kind = 'invitation' or l.amount = 0 then 'invitation'
            when cp.kind in ('advance', 'viewing') then 'advance'
            when l.id in (select id from mt_lines) then 'movieTicket'
            else 'ticket' end as kind,
          cp.name as coupon_name,
          round(abs(coalesce(l.box_office_amount, 0))::numeric / greatest(abs(coalesce(l.persons, l.quantity)), 1))::int
            as unit
        from lines l
        left join serials sr on sr.brand_id = l.brand_id and sr.code = l.coupon_serial
        left join coupons cp on cp.id = sr.coupon_id
        where l.kind = 'sale')
      select c.kind, case when c.kind = 'ticket' then tt.name end as ticket_name, c.ticket_kind,
        case when c.kind = 'advance' then c.coupon_name end as coupon_name,
        case when c.kind = 'invitation' then 0 else c.unit end as unit,
        l.screening_business_date::text as day,
        sum(${sql.raw(SIGN)} * abs(coalesce(l.persons, l.quantity)))::int as persons,
        sum(${sql.raw(SIGN)} * abs(coalesce(l.box_office_amount, 0)))::int as amount
      from lines l
      join classed c on c.id = coalesce(l.original_line_id, l.id)
      left join price_template_tickets tt on tt.id = c.ticket_id
      group by 1, 2, 3, 4, 5, 6`),
  );

/** 回数: the film's published screenings of the period at the cinemas, per business day. */
export const screeningCounts = (db: Db, r: SaleReading) =>
  rowsOf<{ day: string; n: number }>(
    db.execute(sql`select s.business_date::text as day, count(*)::int as n from screenings s
      where s.brand_id = ${r.brandId} and s.cinema_id = any(${sqlArray(r.ids, 'int')}) and s.film_id = ${r.filmId}
        and s.business_date between ${r.from} and ${r.to} and s.published_at is not null and s.status <> 'cancelled'
      group by 1`),
  );
