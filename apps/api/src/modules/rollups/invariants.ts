import { sql, type SQL } from 'drizzle-orm';
import type { SalesInvariantFailure } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { deviceNotificationLogs, salesInvariantAlerts } from '../../db/schema/index.js';
import { compareRollups, COUNTED, type RollupRange } from './rollup.service.js';
import { admittedMismatches } from './screening-counters.js';

// docs/sales.md, "invariants", exactly: per cinema and sales business day, Σ lines = Σ payments (refunds and voids
// are negative documents, so "lines − refunded lines = payments − refunds"), Σ line taxes = Σ
// document taxes, Σ transaction totals = Σ lines; and every rollup equals a raw scan of the facts.

export interface InvariantOptions extends RollupRange {
  /** A counted document received longer ago than this and still not rolled up is a failure (default 5). */
  lagMinutes?: number;
}

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const slashDate = (d: string) => d.replaceAll('-', '/');

interface DayRow {
  brand_id: number;
  cinema_id: number;
  bd: string;
  cinema_name: string;
  lines: string | number;
  payments: string | number;
  totals: string | number;
  line_tax: string | number;
  doc_tax: string | number;
}

function docsWhere(range: RollupRange): SQL {
  const c: SQL[] = [COUNTED];
  if (range.brandId !== undefined) c.push(sql`t.brand_id = ${range.brandId}`);
  if (range.cinemaId !== undefined) c.push(sql`t.cinema_id = ${range.cinemaId}`);
  if (range.from) c.push(sql`t.sales_business_date >= ${range.from}`);
  if (range.to) c.push(sql`t.sales_business_date <= ${range.to}`);
  return sql.join(c, sql` and `);
}

async function dayTotals(db: Db, range: RollupRange) {
  return rowsOf<DayRow>(
    db.execute(sql`with docs as (
        select t.id, t.brand_id, t.cinema_id, t.sales_business_date as bd, t.total from transactions t where ${docsWhere(range)}),
      l as (select l.transaction_id as id, sum(l.amount) as a, sum(l.tax) as x
        from transaction_lines l join docs on docs.id = l.transaction_id group by 1),
      p as (select p.transaction_id as id, sum(p.amount) as a
        from transaction_payments p join docs on docs.id = p.transaction_id group by 1),
      x as (select tt.transaction_id as id, sum(tt.tax) as x
        from transaction_taxes tt join docs on docs.id = tt.transaction_id group by 1)
      select docs.brand_id, docs.cinema_id, docs.bd::text as bd, c.name as cinema_name,
        sum(coalesce(l.a, 0)) as lines, sum(coalesce(p.a, 0)) as payments, sum(docs.total) as totals,
        sum(coalesce(l.x, 0)) as line_tax, sum(coalesce(x.x, 0)) as doc_tax
      from docs join cinemas c on c.id = docs.cinema_id
        left join l on l.id = docs.id left join p on p.id = docs.id left join x on x.id = docs.id
      group by 1, 2, 3, 4
      order by 2, 3`),
  );
}

async function unrolled(db: Db, range: RollupRange, lagMinutes: number) {
  return rowsOf<{ brand_id: number; cinema_id: number; bd: string; cinema_name: string; n: string | number }>(
    db.execute(sql`select t.brand_id, t.cinema_id, t.sales_business_date::text as bd, c.name as cinema_name, count(*) as n
      from transactions t join cinemas c on c.id = t.cinema_id
      where ${docsWhere(range)}
        and t.received_at < now() - make_interval(mins => ${lagMinutes})
        and not exists (select 1 from rolled_up_transactions ru where ru.transaction_id = t.id)
      group by 1, 2, 3, 4`),
  );
}

/**
 * Seats sold by two live sales: a (screening, seat) on the ticket lines of more than one sale still
 * counted (not voided, refunded or failed). An offline sale kept with a seat_conflict exception is
 * known to staff (they reseat the customer) and not counted.
 */
async function doubleSold(db: Db, range: RollupRange) {
  const c: SQL[] = [
    sql`t.kind = 'sale'`,
    sql`t.status in ('success', 'partial_refunded')`,
    sql`l.seat_key is not null`,
    sql`l.refunded_quantity < l.quantity`,
    sql`not t.exceptions @> '[{"kind": "seat_conflict"}]'::jsonb`,
  ];
  if (range.brandId !== undefined) c.push(sql`l.brand_id = ${range.brandId}`);
  if (range.cinemaId !== undefined) c.push(sql`l.cinema_id = ${range.cinemaId}`);
  if (range.from) c.push(sql`l.screening_business_date >= ${range.from}`);
  if (range.to) c.push(sql`l.screening_business_date <= ${range.to}`);
  return rowsOf<{ brand_id: number; cinema_id: number; bd: string; cinema_name: string; seat_key: string; n: number }>(
    db.execute(sql`select l.brand_id, l.cinema_id, l.screening_business_date::text as bd, c.name as cinema_name,
        l.seat_key, count(distinct l.transaction_id)::int as n
      from transaction_lines l join transactions t on t.id = l.transaction_id join cinemas c on c.id = l.cinema_id
      where ${sql.join(c, sql` and `)}
      group by 1, 2, 3, 4, l.screening_id, 5
      having count(distinct l.transaction_id) > 1`),
  );
}

function r2Range(range: RollupRange): SQL {
  const c: SQL[] = [sql`true`];
  if (range.brandId !== undefined) c.push(sql`r.brand_id = ${range.brandId}`);
  if (range.cinemaId !== undefined) c.push(sql`r.cinema_id = ${range.cinemaId}`);
  if (range.from) c.push(sql`r.screening_bd >= ${range.from}`);
  if (range.to) c.push(sql`r.screening_bd <= ${range.to}`);
  return sql.join(c, sql` and `);
}

async function cinemaNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await rowsOf<{ id: number; name: string }>(
    db.execute(sql`select id, name from cinemas where id in ${ids}`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Every failed equality of the range (all cinemas and days when no range is given). */
export async function checkInvariants(db: Db, options: InvariantOptions = {}): Promise<SalesInvariantFailure[]> {
  const failures: SalesInvariantFailure[] = [];
  const at = (r: { brand_id: number; cinema_id: number; bd: string; cinema_name: string }) => ({
    brandId: Number(r.brand_id),
    cinemaId: Number(r.cinema_id),
    cinemaName: r.cinema_name,
    businessDate: r.bd,
  });
  const head = (r: { cinema_name: string; bd: string }) => `劇場「${r.cinema_name}」${slashDate(r.bd)}：`;
  for (const r of await dayTotals(db, options)) {
    const [lines, payments, totals, lineTax, docTax] = [r.lines, r.payments, r.totals, r.line_tax, r.doc_tax].map(
      Number,
    ) as [number, number, number, number, number];
    if (lines !== payments)
      failures.push({
        ...at(r),
        check: 'linesPayments',
        message: `${head(r)}明細合計（${yen(lines)}）と支払合計（${yen(payments)}）が一致しません`,
      });
    if (lineTax !== docTax)
      failures.push({
        ...at(r),
        check: 'taxes',
        message: `${head(r)}明細の税額合計（${yen(lineTax)}）と取引の税額合計（${yen(docTax)}）が一致しません`,
      });
    if (totals !== lines)
      failures.push({
        ...at(r),
        check: 'totals',
        message: `${head(r)}取引合計（${yen(totals)}）と明細合計（${yen(lines)}）が一致しません`,
      });
  }
  const mismatches = await compareRollups(db, options);
  const names = await cinemaNames(db, [...new Set(mismatches.map((m) => m.cinemaId))]);
  const grouped = new Map<string, { m: (typeof mismatches)[number]; n: number }>();
  for (const m of mismatches) {
    const key = `${m.cinemaId}|${m.date}|${m.table}`;
    const g = grouped.get(key);
    if (g) g.n++;
    else grouped.set(key, { m, n: 1 });
  }
  for (const { m, n } of grouped.values()) {
    const cinemaName = names.get(m.cinemaId) ?? String(m.cinemaId);
    failures.push({
      brandId: m.brandId,
      cinemaId: m.cinemaId,
      cinemaName,
      businessDate: m.date,
      check: `rollup:${m.table}`,
      message: `${head({ cinema_name: cinemaName, bd: m.date })}集計「${m.label}」が取引明細の集計と一致しません（${n}行）`,
    });
  }
  // R2's admitted is counted, not summed (screening-counters.ts): set against the admissions counted now.
  const admittedAt = new Map<string, { r: Awaited<ReturnType<typeof admittedMismatches>>[number]; n: number }>();
  for (const r of await admittedMismatches(db, r2Range(options))) {
    const key = `${r.cinema_id}|${r.bd}`;
    const g = admittedAt.get(key);
    if (g) g.n++;
    else admittedAt.set(key, { r, n: 1 });
  }
  const admittedNames = await cinemaNames(db, [...new Set([...admittedAt.values()].map((g) => Number(g.r.cinema_id)))]);
  for (const { r, n } of admittedAt.values()) {
    const cinemaName = admittedNames.get(Number(r.cinema_id)) ?? String(r.cinema_id);
    failures.push({
      brandId: Number(r.brand_id),
      cinemaId: Number(r.cinema_id),
      cinemaName,
      businessDate: r.bd,
      check: 'rollup:rb_screening:admitted',
      message: `${head({ cinema_name: cinemaName, bd: r.bd })}集計「R2 上映回別着券数」が入場記録と一致しません（${n}上映回、例：集計${r.admitted}人・入場記録${r.counted}人）`,
    });
  }
  for (const r of await doubleSold(db, options))
    failures.push({
      ...at(r),
      check: 'doubleSold',
      message: `${head(r)}座席 ${r.seat_key} が${r.n}件の有効な販売で売られています`,
    });
  for (const r of await unrolled(db, options, options.lagMinutes ?? 5))
    failures.push({
      ...at(r),
      check: 'lag',
      message: `${head(r)}集計されていない取引が${Number(r.n)}件あります`,
    });
  return failures;
}

/**
 * Raises a notification (the bell, level error) for each failure not notified before: once per
 * cinema, day and check. Answers the failures it notified.
 */
export async function notifyFailures(db: Db, failures: SalesInvariantFailure[]) {
  const notified: SalesInvariantFailure[] = [];
  for (const f of failures) {
    const inserted = await db
      .insert(salesInvariantAlerts)
      .values({
        brandId: f.brandId,
        cinemaId: f.cinemaId,
        businessDate: f.businessDate,
        check: f.check,
        message: f.message,
      })
      .onConflictDoNothing()
      .returning({ cinemaId: salesInvariantAlerts.cinemaId });
    if (!inserted.length) continue;
    await db.insert(deviceNotificationLogs).values({
      brandId: f.brandId,
      cinemaId: f.cinemaId,
      deviceId: null,
      level: 'error',
      kind: 'error',
      message: `売上の整合性チェックで不一致: ${f.message}`,
    });
    notified.push(f);
  }
  return notified;
}
