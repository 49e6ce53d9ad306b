import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.js';
import type { JournalScope } from '../journal-entry.js';

// The day's figures of 日報 (docs/accounting.md, "日報"), read from the rollups 営業日報 reads (docs/reports.md): R5
// payments by method, R7 lines by type, R3 tickets by sales day against screening day (前受金), R4 items; and the
// points the day's member sales earned, from the ledger. Each answered per cinema and day, net of refunds.

const q = <T>(db: Db, query: SQL) => rowsOf<T>(db.execute(query));
const n = (v: string | number | null | undefined) => Number(v ?? 0);
type Keyed = { cinema_id: number; day: string };

export async function dayFigures(db: Db, s: JournalScope) {
  const ids = s.cinemas.map((c) => c.id);
  const payments = await q<Keyed & { method_id: number; amount: string }>(
    db,
    sql`select cinema_id, sale_bd::text as day, method_id, sum(amount - refund_amount) as amount
      from rb_payment_day where cinema_id in ${ids} and sale_bd between ${s.from} and ${s.to}
      group by 1, 2, 3`,
  );
  const lines = await q<Keyed & { kind: string; base: string; tax: string }>(
    db,
    sql`select cinema_id, sale_bd::text as day, kind, sum(base) as base, sum(tax) as tax
      from rb_tax_day where cinema_id in ${ids} and sale_bd between ${s.from} and ${s.to}
      group by 1, 2, 3`,
  );
  // Tickets sold on the day: for a later day (前受金増) or for the day and earlier ones (its revenue).
  const sold = await q<Keyed & { ticket_kind: string; later: boolean; amount: string }>(
    db,
    sql`select cinema_id, sale_bd::text as day, ticket_kind, screening_bd > sale_bd as later,
        sum(amount - refund_amount) as amount
      from rb_ticket_saleday where cinema_id in ${ids} and sale_bd between ${s.from} and ${s.to}
      group by 1, 2, 3, 4`,
  );
  // Tickets of the day's screenings sold before it (前受金減).
  const used = await q<Keyed & { ticket_kind: string; amount: string }>(
    db,
    sql`select cinema_id, screening_bd::text as day, ticket_kind, sum(amount - refund_amount) as amount
      from rb_ticket_saleday
      where cinema_id in ${ids} and screening_bd between ${s.from} and ${s.to} and sale_bd < screening_bd
      group by 1, 2, 3`,
  );
  const items = await q<Keyed & { item_id: number; net: string; tax: string }>(
    db,
    sql`select cinema_id, sale_bd::text as day, item_id, sum(net) as net, sum(tax) as tax
      from rb_item_day where cinema_id in ${ids} and sale_bd between ${s.from} and ${s.to}
      group by 1, 2, 3`,
  );
  // Points the day's member sales earned, less what their voids and refunds took back (ポイント引当金).
  const points = await q<Keyed & { points: string }>(
    db,
    sql`select t.cinema_id, e.occurred_on::text as day, sum(e.points) as points
      from member_point_entries e join transactions t on t.id = e.transaction_id
      where e.kind in ('award', 'reversal') and e.occurred_on between ${s.from} and ${s.to} and t.cinema_id in ${ids}
      group by 1, 2`,
  );
  // The brand's ポイント tenders: using points draws the liability down, it is no money received.
  const pointMethods = await q<{ id: number }>(
    db,
    sql`select m.id from payment_methods m join cinemas c on c.brand_id = m.brand_id
      where c.id in ${ids} and m.kind = 'points' group by m.id`,
  );
  return {
    points: points.map((r) => ({ ...r, points: n(r.points) })),
    pointMethods: new Set(pointMethods.map((m) => Number(m.id))),
    payments: payments.map((r) => ({ ...r, amount: n(r.amount) })),
    lines: lines.map((r) => ({ ...r, base: n(r.base), tax: n(r.tax) })),
    sold: sold.map((r) => ({ ...r, amount: n(r.amount) })),
    used: used.map((r) => ({ ...r, amount: n(r.amount) })),
    items: items.map((r) => ({ ...r, net: n(r.net), tax: n(r.tax) })),
  };
}
export type DayFigures = Awaited<ReturnType<typeof dayFigures>>;
