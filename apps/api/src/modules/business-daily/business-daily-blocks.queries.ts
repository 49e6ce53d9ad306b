import { sql, type SQL } from 'drizzle-orm';
import type { PaymentBlockKind } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import type { Period } from './business-daily.queries.js';

// The lower blocks of 営業日報 (docs/reports.md, "営業日報") for the period chosen: payments by tender (R5), tax by
// rate (R7), tickets by sales day against screening day (R3, for 前受金), and the cashier shifts' cash.

const q = <T>(db: Db, query: SQL) => rowsOf<T>(db.execute(query));
const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** R5 by 決済種別: a sale on account has no method (method 0) and is 売掛; refunds positive, apart. */
export async function paymentsOf(db: Db, ids: number[], p: Period) {
  const rows = await q<{ kind: PaymentBlockKind; count: string; amount: string; refund_count: string; refund: string }>(
    db,
    sql`select case when r.method_id = 0 then 'receivable' else coalesce(m.kind::text, 'custom') end as kind,
        sum(r.count) as count, sum(r.amount) as amount, sum(r.refund_count) as refund_count,
        sum(r.refund_amount) as refund
      from rb_payment_day r left join payment_methods m on m.id = r.method_id
      where r.cinema_id in ${ids} and r.sale_bd between ${p.from} and ${p.to}
      group by 1`,
  );
  return new Map(
    rows.map((r) => [
      r.kind,
      { count: n(r.count), amount: n(r.amount), refundCount: n(r.refund_count), refundAmount: n(r.refund) },
    ]),
  );
}

export type TaxKey = 'standard' | 'reduced' | 'exempt';

/** R7 by rate: 10 %, 8 % (軽減), and 0 % or 対象外 together. */
export async function taxesOf(db: Db, ids: number[], p: Period) {
  const rows = await q<{ key: TaxKey; base: string; tax: string }>(
    db,
    sql`select case when r.tax_rate = 0.1 then 'standard' when r.tax_rate = 0.08 then 'reduced' else 'exempt' end as key,
        sum(r.base) as base, sum(r.tax) as tax
      from rb_tax_day r
      where r.cinema_id in ${ids} and r.sale_bd between ${p.from} and ${p.to}
      group by 1`,
  );
  return new Map(rows.map((r) => [r.key, { base: n(r.base), tax: n(r.tax) }]));
}

/**
 * R3, tickets (net of refunds) by their sales day against their screening day, around the period: sold in it for
 * later (前受金増), sold before it for its screenings (前受金減), sold or refunded after it for its screenings, and
 * sold or refunded in it for earlier screenings. A ticket sold and shown within the period is in none of them: the
 * (cinema, sales day, screening day) and (cinema, screening day, sales day) indexes pass those over without reading
 * them (most of a month's tickets; docs/performance.md, "The full year").
 */
export async function advanceTicketsOf(db: Db, ids: number[], p: Period) {
  const inSale = sql`r.sale_bd between ${p.from} and ${p.to}`;
  const inShow = sql`r.screening_bd between ${p.from} and ${p.to}`;
  const net = sql`r.amount - r.refund_amount`;
  const [row] = await q<{ advance_in: string; advance_out: string; later: string; past: string }>(
    db,
    sql`select
        sum(${net}) filter (where ${inSale} and r.screening_bd > ${p.to}) as advance_in,
        sum(${net}) filter (where r.sale_bd < ${p.from} and ${inShow}) as advance_out,
        sum(${net}) filter (where r.sale_bd > ${p.to} and ${inShow}) as later,
        sum(${net}) filter (where ${inSale} and r.screening_bd < ${p.from}) as past
      from rb_ticket_saleday r
      where r.cinema_id in ${ids} and (${inSale} and (r.screening_bd > ${p.to} or r.screening_bd < ${p.from})
        or ${inShow} and (r.sale_bd < ${p.from} or r.sale_bd > ${p.to}))`,
  );
  return {
    advanceIn: n(row?.advance_in),
    advanceOut: n(row?.advance_out),
    later: n(row?.later),
    past: n(row?.past),
  };
}

/** The period's cashier shifts (レジ精算): how many, how many still working, their 過不足 and cash paid out. */
export async function shiftsOf(db: Db, ids: number[], p: Period) {
  const [row] = await q<{ shifts: string; working: string; over_short: string; payouts: string }>(
    db,
    sql`select count(*) filter (where s.kind = 'drawer') as shifts,
        count(*) filter (where s.kind = 'drawer' and s.status = 'working') as working,
        sum(s.over_short) filter (where s.status = 'closed') as over_short,
        sum((select sum(m.amount) from cash_movements m where m.shift_id = s.id and m.kind = 'payout')) as payouts
      from cashier_shifts s
      where s.cinema_id in ${ids} and s.sales_business_date between ${p.from} and ${p.to}`,
  );
  return {
    shifts: n(row?.shifts),
    working: n(row?.working),
    overShort: n(row?.over_short),
    payouts: n(row?.payouts),
  };
}

/** 締め済み when every cinema's every day of the period is closed (日次締め, docs/reports.md); else 未締め. */
export async function closingOf(db: Db, ids: number[], p: Period): Promise<'open' | 'closed'> {
  const [row] = await q<{ closed: string }>(
    db,
    sql`select count(*) as closed from daily_closings
      where cinema_id in ${ids} and business_date between ${p.from} and ${p.to} and status = 'closed'`,
  );
  const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;
  return n(row?.closed) === ids.length * days ? 'closed' : 'open';
}
