import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { SEAT_KINDS, seatsWithKind, type SeatKind } from './seat-kinds.js';

// R2's counted columns (docs/reports.md, "rollups"): admitted and the screen's seats. sold, comps and booked are
// added per transaction by the R2 source; these are not sums of a transaction's lines (a gate scan, a 未着券記録 or a
// later refund changes them), so the job counts them again for every screening its transactions touch, and a
// rebuild for its range. A count is set, not added: applying it twice is applying it once.

/**
 * 着券: a sold seat scanned at the gate or recorded as 入場確認漏れ (missedScan) on 未着券記録, while its line is still
 * sold (paid, neither voided nor refunded), in persons (a pair seat is two). Only rolled-up sales count, as for sold.
 */
const ADMITTED_OF = `(select coalesce(sum(abs(coalesce(l.persons, l.quantity))), 0)::int
  from admissions ad
  join transaction_lines l on l.id = ad.line_id
  join transactions t on t.id = l.transaction_id
  join rolled_up_transactions ru on ru.transaction_id = t.id
  where ad.screening_id = r.screening_id
    and (ad.admitted_at is not null or ad.non_arrival_outcome = 'missedScan')
    and l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded') and t.paid_at is not null)`;

/** Today in Japan: a screening before it is past, and its seats are no longer taken from the plan. */
const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;

/**
 * The screen's 総座席数 and 販売停止席 as the seat plan stores its counts: followed while the screening is to come (or
 * never counted), then kept, so a past screening keeps the seats it was sold against when the plan is edited later.
 */
const SEATS = `capacity = case when r.screening_bd >= ${TODAY} or r.capacity = 0
      then coalesce((h.seat_counts->>'total')::int, 0) else r.capacity end,
    blocked = case when r.screening_bd >= ${TODAY} or r.capacity = 0
      then coalesce((h.seat_counts->>'closed')::int, 0) else r.blocked end`;

/** Counts R2's admitted and seats again for the rows matching `where` (alias r = rb_screening). */
const recount = (where: SQL) =>
  sql`update rb_screening r set admitted = ${sql.raw(ADMITTED_OF)}, ${sql.raw(SEATS)}
    from screenings s join houses h on h.id = s.house_id
    where s.id = r.screening_id and ${where}`;

/** R2's columns of admitted by kind (着券日報). */
export const KIND_COLUMNS: Record<SeatKind, string> = {
  counter: 'admitted_counter',
  online: 'admitted_online',
  movieTicket: 'admitted_movie_ticket',
  advance: 'admitted_advance',
  invitation: 'admitted_invitation',
};

/** Counts admitted by kind again for the rows matching `where` (alias r): each sums to admitted. */
const recountKinds = (where: SQL) => {
  const counts = SEAT_KINDS.map(
    (k) => `coalesce(sum(persons) filter (where admitted and kind = '${k}'), 0)::int as ${KIND_COLUMNS[k]}`,
  ).join(', ');
  const set = SEAT_KINDS.map((k) => `${KIND_COLUMNS[k]} = coalesce(k.${KIND_COLUMNS[k]}, 0)`).join(', ');
  return sql`with ids as (select r.screening_id as id from rb_screening r where ${where}),
      ${seatsWithKind(sql`select id from ids`, sql`true`, true)},
      k as (select screening_id, ${sql.raw(counts)} from seats group by 1)
    update rb_screening r set ${sql.raw(set)} from ids left join k on k.screening_id = ids.id
    where r.screening_id = ids.id`;
};

async function recountAll(tx: Db, where: SQL) {
  await tx.execute(recount(where));
  await tx.execute(recountKinds(where));
}

/**
 * Counts again the screenings of these transactions' ticket lines. Their R2 rows are locked first, in one order, so
 * the count (a statement of its own, reading what committed before the lock) sees every admission a job that held
 * the row before this one counted: two gates' jobs cannot both miss the other's scan.
 */
export async function recountScreeningsOf(tx: Db, transactionIds: string[]) {
  if (!transactionIds.length) return;
  const ids = sqlArray(transactionIds, 'uuid');
  const locked = await rowsOf<{ screening_id: number }>(
    tx.execute(sql`select r.screening_id from rb_screening r
      where r.screening_id in (select l.screening_id from transaction_lines l
        where l.transaction_id = any(${ids}) and l.line_type = 'ticket' and l.screening_id is not null)
      order by r.screening_id for update of r`),
  );
  if (!locked.length) return;
  await recountAll(
    tx,
    sql`r.screening_id = any(${sqlArray(
      locked.map((r) => Number(r.screening_id)),
      'int',
    )})`,
  );
}

/** Counts again every R2 row of a rebuild's range (`where` on alias r). */
export const recountRange = (tx: Db, where: SQL) => recountAll(tx, where);

export interface CounterMismatch {
  brand_id: number;
  cinema_id: number;
  bd: string;
  screening_id: number;
  admitted: number;
  counted: number;
}

/** admitted as the sum of its kinds (admitted itself while the kinds are not counted yet). */
const BY_KIND = `coalesce(${Object.values(KIND_COLUMNS)
  .map((c) => `r.${c}`)
  .join(' + ')}, r.admitted)`;

/** R2 rows of a range whose admitted (or its split by kind) differs from a count of the admissions now (`where` on alias r). */
export const admittedMismatches = (db: Db, where: SQL) =>
  rowsOf<CounterMismatch>(
    db.execute(sql`select * from (select r.brand_id, r.cinema_id, r.screening_bd::text as bd, r.screening_id,
        r.admitted, ${sql.raw(ADMITTED_OF)} as counted, ${sql.raw(BY_KIND)} as by_kind
      from rb_screening r where ${where}) d where d.admitted <> d.counted or d.by_kind <> d.counted
      order by d.cinema_id, d.bd, d.screening_id`),
  );
