import { sql } from 'drizzle-orm';
import type { OnlineReservationSalesQuery } from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';

// The reads behind オンライン予約売上 (docs/reports.md, "オンライン予約売上"), one SQL per figure, each summed by the
// database per cinema (and business day when the report is 日別) over the online channel's rows of a rollup:
// R5 (rb_payment_day) for the money by 決済日, R3 (rb_ticket_saleday) for the tickets by 決済日 or by 上映日.

export interface Reading {
  ids: number[];
  query: OnlineReservationSalesQuery;
}

/** A cinema's (and day's) figures as the database summed them; day is null unless the report is 日別. */
export type SummedRow = {
  cinema_id: number;
  day: string | null;
  payments: number;
  tickets: number;
  refund_tickets: number;
  amount: number;
  refund_amount: number;
  fee: number;
};

const dayOf = (r: Reading, column: string) => sql.raw(r.query.byDay ? `${column}::text` : 'null::text');

/**
 * 決済日: what the online channel's tenders took and gave back on each sales business day (R5). The fee is the
 * method's 手数料率 (percent, today's master) of what was taken, rounded down per cinema, day and method (R5's
 * row), then added up: a refund gives no fee back.
 */
export const paymentDayMoney = (db: Db, r: Reading) =>
  rowsOf<Omit<SummedRow, 'tickets' | 'refund_tickets'>>(
    db.execute(sql`select r.cinema_id, ${dayOf(r, 'r.sale_bd')} as day,
        coalesce(sum(r.count), 0)::int as payments,
        coalesce(sum(r.amount), 0)::int as amount,
        coalesce(sum(r.refund_amount), 0)::int as refund_amount,
        coalesce(sum(floor(r.amount * coalesce(m.fee_rate, 0) / 100)), 0)::int as fee
      from rb_payment_day r
      left join payment_methods m on m.id = r.method_id
      where r.cinema_id = any(${sqlArray(r.ids, 'int')}) and r.channel = 'online'
        and r.sale_bd between ${r.query.from} and ${r.query.to}
        ${r.query.methodKind ? sql`and m.kind = ${r.query.methodKind}` : sql``}
      group by 1, 2`),
  );

/** 決済日: the online channel's tickets sold and refunded on each sales business day (R3). */
export const paymentDayTickets = (db: Db, r: Reading) =>
  rowsOf<Pick<SummedRow, 'cinema_id' | 'day' | 'tickets' | 'refund_tickets'>>(
    db.execute(sql`select r.cinema_id, ${dayOf(r, 'r.sale_bd')} as day,
        coalesce(sum(r.qty), 0)::int as tickets, coalesce(sum(r.refund_qty), 0)::int as refund_tickets
      from rb_ticket_saleday r
      where r.cinema_id = any(${sqlArray(r.ids, 'int')}) and r.channel = 'online'
        and r.sale_bd between ${r.query.from} and ${r.query.to}
      group by 1, 2`),
  );

/**
 * 上映日: the online channel's tickets of each screening business day, whenever they were sold or refunded (R3 keeps
 * the screening's day and the refunds apart, where R1 nets them): tickets and their money.
 */
export const screeningDayTickets = (db: Db, r: Reading) =>
  rowsOf<Omit<SummedRow, 'payments' | 'fee'>>(
    db.execute(sql`select r.cinema_id, ${dayOf(r, 'r.screening_bd')} as day,
        coalesce(sum(r.qty), 0)::int as tickets, coalesce(sum(r.refund_qty), 0)::int as refund_tickets,
        coalesce(sum(r.amount), 0)::int as amount, coalesce(sum(r.refund_amount), 0)::int as refund_amount
      from rb_ticket_saleday r
      where r.cinema_id = any(${sqlArray(r.ids, 'int')}) and r.channel = 'online'
        and r.screening_bd between ${r.query.from} and ${r.query.to}
      group by 1, 2`),
  );
