import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { rollups, type Rollup } from './rollup-sources.js';
import { recountRange, recountScreeningsOf } from './screening-counters.js';
import { getOrFail } from '@cinema/contracts';

// Applies one transaction to the rollups exactly once, rebuilds a range from the facts, and compares
// a range of every rollup with a raw scan of the facts (docs/sales.md, "invariants").

/**
 * Whether a document's money counts (docs/reports.md, "which money counts"): paid_at is set when the money moved (a
 * counter sale at once, an online order when the gateway confirmed it, a void or refund when
 * recorded), and stays set when the sale is later voided or refunded; holds, failures and expiries
 * never have it.
 */
export const COUNTED = sql.raw(`(t.paid_at is not null)`);

/** Not decided yet: the job leaves the document alone, and the transition that decides enqueues it again. */
const WAITING = ['processing', 'pendingPayment', 'confirming'];

/** Jobs take it shared, a rebuild exclusive: a rebuild never misses nor doubles a job's transaction. */
const ROLLUP_LOCK = 7_301_305;

export type ApplyResult = 'applied' | 'duplicate' | 'waiting' | 'notCounted' | 'missing';

/** Applies one transaction (see applyTransactions). */
export async function applyTransaction(tx: Db, transactionId: string): Promise<ApplyResult> {
  return getOrFail(await applyTransactions(tx, [transactionId]), transactionId, 'apply result');
}

/**
 * Applies transactions to the rollups, each exactly once: the ones rolled_up_transactions takes now
 * are added in one statement per table (the sources group them), so a batch of a hundred sales costs
 * what one does. Answers what became of each.
 */
export async function applyTransactions(tx: Db, transactionIds: string[]): Promise<Map<string, ApplyResult>> {
  const results = new Map<string, ApplyResult>(transactionIds.map((id) => [id, 'missing']));
  if (!transactionIds.length) return results;
  const ids = sqlArray(transactionIds, 'uuid');
  const docs = await rowsOf<{ id: string; status: string; counted: boolean }>(
    tx.execute(sql`select t.id, t.status, ${COUNTED} as counted from transactions t where t.id = any(${ids})`),
  );
  const counted: string[] = [];
  for (const doc of docs) {
    if (doc.counted) counted.push(doc.id);
    else results.set(doc.id, WAITING.includes(doc.status) ? 'waiting' : 'notCounted');
  }
  if (!counted.length) return results;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${ROLLUP_LOCK})`);
  const marked = await rowsOf<{ transaction_id: string }>(
    tx.execute(sql`insert into rolled_up_transactions (transaction_id)
      select unnest(${sqlArray(counted, 'uuid')}) on conflict do nothing returning transaction_id`),
  );
  for (const id of counted) results.set(id, 'duplicate');
  // A duplicate still counts R2's admitted and seats again: a gate scan or 未着券記録 queues its sale once more.
  if (!marked.length) {
    await recountScreeningsOf(tx, counted);
    return results;
  }
  const fresh = marked.map((m) => m.transaction_id);
  for (const id of fresh) results.set(id, 'applied');
  const freshIds = sqlArray(fresh, 'uuid');
  for (const r of rollups) {
    const columns = [...r.dims, 'brand_id', ...r.measures].join(', ');
    const add = r.measures.map((m) => `${m} = ${r.table}.${m} + excluded.${m}`).join(', ');
    await tx.execute(
      sql`insert into ${sql.raw(r.table)} (${sql.raw(columns)}) ${r.source(sql`t.id = any(${freshIds})`)}
        on conflict (${sql.raw(r.keys.join(', '))}) do update set ${sql.raw(add)}`,
    );
  }
  await recountScreeningsOf(tx, counted);
  return results;
}

export interface RollupRange {
  brandId?: number;
  cinemaId?: number;
  /** Business dates, inclusive (the screening's for R1 and R2, the sales day for the others). */
  from?: string;
  to?: string;
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

function rangeOf(range: RollupRange, brand: string, cinema: string, date: string) {
  const c: SQL[] = [];
  if (range.brandId !== undefined) c.push(sql`${sql.raw(brand)} = ${range.brandId}`);
  if (range.cinemaId !== undefined) c.push(sql`${sql.raw(cinema)} = ${range.cinemaId}`);
  if (range.from) c.push(sql`${sql.raw(date)} >= ${range.from}`);
  if (range.to) c.push(sql`${sql.raw(date)} <= ${range.to}`);
  return and(c);
}

function factsRange(r: Rollup, range: RollupRange) {
  const where = rangeOf(range, 't.brand_id', 't.cinema_id', r.dateExpr);
  if (!r.dateColumns || !range.from || !range.to) return where;
  // The same rows, said so the planner reads the columns' indexes instead of scanning for the expression.
  const { from, to } = range;
  const any = r.dateColumns.map((c) => sql`${sql.raw(c)} between ${from} and ${to}`);
  return sql`${where} and (${sql.join(any, sql` or `)})`;
}
const tableRange = (r: Rollup, range: RollupRange) => rangeOf(range, 'brand_id', 'cinema_id', r.dateColumn);

/** Rebuilds the rollups of a range from the facts of the rolled-up transactions (/dailyBusiness-update). */
export async function rebuildRollups(db: Db, range: RollupRange) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    for (const r of rollups) {
      const columns = [...r.dims, 'brand_id', ...r.measures].join(', ');
      if (r.table === 'rb_screening') {
        // R2's rows stay, so a past screening keeps the seats it was counted with; its sums are set again.
        const zero = r.measures.map((m) => `${m} = 0`).join(', ');
        const set = r.measures.map((m) => `${m} = excluded.${m}`).join(', ');
        await tx.execute(sql`update rb_screening set ${sql.raw(zero)} where ${tableRange(r, range)}`);
        await tx.execute(sql`insert into rb_screening (${sql.raw(columns)}) ${r.source(factsRange(r, range))}
          on conflict (screening_id) do update set ${sql.raw(set)}`);
        await recountRange(tx, rangeOf(range, 'r.brand_id', 'r.cinema_id', 'r.screening_bd'));
        continue;
      }
      await tx.execute(sql`delete from ${sql.raw(r.table)} where ${tableRange(r, range)}`);
      await tx.execute(sql`insert into ${sql.raw(r.table)} (${sql.raw(columns)}) ${r.source(factsRange(r, range))}`);
    }
  });
}

export interface RollupMismatch {
  table: string;
  label: string;
  cinemaId: number;
  brandId: number;
  date: string;
  /** facts: a row of the raw scan the rollup lacks; rollup: a row of the rollup the facts do not give. */
  side: 'facts' | 'rollup';
  row: Record<string, unknown>;
}

/** Rows where a rollup and the raw scan of the facts differ (rows of zeros are the same as none). */
export async function compareRollups(db: Db, range: RollupRange): Promise<RollupMismatch[]> {
  const out: RollupMismatch[] = [];
  for (const r of rollups) {
    const columns = [...r.dims, 'brand_id', ...r.measures].join(', ');
    const nonZero = sql.raw(`not (${r.measures.map((m) => `${m} = 0`).join(' and ')})`);
    const rows = await rowsOf<Record<string, unknown>>(
      db.execute(sql`with s as (${r.source(factsRange(r, range))}),
        r as (select ${sql.raw(columns)} from ${sql.raw(r.table)} where ${tableRange(r, range)})
        select 'facts' as side, d.${sql.raw(r.dateColumn)}::text as bd, d.* from ((select * from s where ${nonZero}) except all (select * from r where ${nonZero})) d
        union all
        select 'rollup' as side, d.${sql.raw(r.dateColumn)}::text as bd, d.* from ((select * from r where ${nonZero}) except all (select * from s where ${nonZero})) d`),
    );
    for (const row of rows)
      out.push({
        table: r.table,
        label: r.label,
        cinemaId: Number(row.cinema_id),
        brandId: Number(row.brand_id),
        date: String(row.bd),
        side: row.side as 'facts' | 'rollup',
        row,
      });
  }
  return out;
}
