import { sql } from 'drizzle-orm';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';

// The reads behind 興行成績報告書（料金別） (docs/reports.md, "特別レポート"): R11 (rb_fare_day) keeps each film's tickets per
// 料金区分 (券種, paper 前売券, ムビチケ, 招待) and 単価 on their 上映日, net of refunds and voids, so the report reads a few
// hundred rollup rows instead of the film's ticket lines with their payments (how a ticket is classed: rollup-sources.ts).
// Its 金額 is R1's 計上額, so it adds up to the 興行収入日報's 興収 of the film.

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

/** 人員 and 計上額 per 料金区分 and 上映日 of the film at the cinemas (R11), with the 券種's and the paper ticket's names. */
export const fareRows = (db: Db, r: SaleReading) =>
  rowsOf<FareRow>(
    db.execute(sql`select r.fare_kind as kind, case when r.fare_kind = 'ticket' then tt.name end as ticket_name,
        nullif(r.ticket_kind, '') as ticket_kind, case when r.fare_kind = 'advance' then cp.name end as coupon_name,
        r.unit, r.screening_bd::text as day, sum(r.persons)::int as persons, sum(r.amount)::int as amount
      from rb_fare_day r
      left join price_template_tickets tt on tt.id = r.ticket_id
      left join coupons cp on cp.id = r.coupon_id
      where r.brand_id = ${r.brandId} and r.cinema_id = any(${sqlArray(r.ids, 'int')}) and r.film_id = ${r.filmId}
        and r.screening_bd between ${r.from} and ${r.to}
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
