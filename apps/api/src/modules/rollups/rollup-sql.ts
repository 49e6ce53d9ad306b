import { sql, type SQL } from 'drizzle-orm';

// The SQL pieces every rollup source is written with (docs/reports.md, "rollups"): the sign of a document, a line's
// persons, the join of the rolled-up facts, and `rollup()`, which makes one source of a table's dims and measures.

export interface Rollup {
  table: string;
  /** Label of the check in Japanese (notifications). */
  label: string;
  /** Primary key columns, in the table's order. */
  keys: string[];
  /** Every grouping column but brand_id (which follows them), in the source's order. */
  dims: string[];
  measures: string[];
  /** The table's business date column and the facts' expression it comes from. */
  dateColumn: string;
  dateExpr: string;
  /** Indexed columns one of which is in a range when dateExpr is (a coalesce is read through its columns' indexes). */
  dateColumns?: string[];
  /** The aggregate of the facts matching `where` (alias t = transactions): dims, brand_id, measures. */
  source: (where: SQL) => SQL;
}

/** +1 for a sale, −1 for a void or refund: quantities are counted net, amounts are stored signed. */
export const SG = `(case when t.kind = 'sale' then 1 else -1 end)`;
export const SALE = `t.kind = 'sale'`;
export const PERSONS = `abs(coalesce(l.persons, l.quantity))`;
export const LINES = `from transaction_lines l
  join transactions t on t.id = l.transaction_id
  join rolled_up_transactions ru on ru.transaction_id = t.id`;
export const HOUR = `greatest(0, least(35, floor(extract(epoch from
  ((t.occurred_at at time zone 'UTC') + interval '9 hours' - t.sales_business_date::timestamp)) / 3600)))::int`;
export const SURCHARGE = `coalesce((select sum((e->>'yen')::int) from jsonb_array_elements(
  case when jsonb_typeof(l.surcharges) = 'array' then l.surcharges else '[]'::jsonb end) e), 0)`;

export const int = (expr: string) => `(${expr})::int`;

function aggregate(
  columns: [string, string][],
  measures: [string, string][],
  from: string,
  condition: string,
  groupCount: number,
) {
  const list = [...columns, ...measures.map(([n, e]) => [n, int(e)] as [string, string])]
    .map(([name, expr]) => `${expr} as ${name}`)
    .join(', ');
  const groupBy = Array.from({ length: groupCount }, (_, i) => i + 1).join(', ');
  return (where: SQL) =>
    sql`select ${sql.raw(list)} ${sql.raw(from)} where ${sql.raw(condition)} and ${where} group by ${sql.raw(groupBy)}`;
}

export function rollup(
  table: string,
  label: string,
  dims: [string, string][],
  measures: [string, string][],
  date: [string, string],
  from: string,
  condition: string,
  pk?: string[],
): Rollup {
  return {
    table,
    label,
    keys: pk ?? dims.map(([n]) => n),
    dims: dims.map(([n]) => n),
    measures: measures.map(([n]) => n),
    dateColumn: date[0],
    dateExpr: date[1],
    dateColumns: date[1] === BOX_OFFICE_DAY ? BOX_OFFICE_COLUMNS : undefined,
    source: aggregate([...dims, ['brand_id', 't.brand_id']], measures, from, condition, dims.length + 1),
  };
}

export const sum = (expr: string) => `sum(${expr})`;
export const when = (cond: string, then: string) => `sum(case when ${cond} then ${then} else 0 end)`;

// A ticket's box-office day: its screening's 営業日, or the day it posted to when that one was closed (a late sale, a
// later refund), so a closed day's R1, R1T and R11 stay as closed (docs/reports.md, "日次締め"). A range of days is
// read through its two indexed columns (see factsRange).
export const BOX_OFFICE_DAY = 'coalesce(l.booked_business_date, l.screening_business_date)';
export const BOX_OFFICE_COLUMNS = ['l.screening_business_date', 'l.booked_business_date'];
