import { sql, type SQL } from 'drizzle-orm';
import { FARE_JOINS } from './rollup-fares.js';

// The rollups R1–R7, R10 and R11 (docs/reports.md, "rollups") as one SQL each: what a set of transactions adds to the table.
// The job applies it to one transaction, the rebuild to a range, and the invariant check compares a
// range of the table with it (a raw scan of the facts). Only rolled-up transactions are read, so a
// scan and the table agree whatever jobs are still waiting.

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
const SG = `(case when t.kind = 'sale' then 1 else -1 end)`;
const SALE = `t.kind = 'sale'`;
const PERSONS = `abs(coalesce(l.persons, l.quantity))`;
const LINES = `from transaction_lines l
  join transactions t on t.id = l.transaction_id
  join rolled_up_transactions ru on ru.transaction_id = t.id`;
const HOUR = `greatest(0, least(35, floor(extract(epoch from
  ((t.occurred_at at time zone 'UTC') + interval '9 hours' - t.sales_business_date::timestamp)) / 3600)))::int`;
const SURCHARGE = `coalesce((select sum((e->>'yen')::int) from jsonb_array_elements(
  case when jsonb_typeof(l.surcharges) = 'array' then l.surcharges else '[]'::jsonb end) e), 0)`;

const int = (expr: string) => `(${expr})::int`;

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

function rollup(
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

const sum = (expr: string) => `sum(${expr})`;
const when = (cond: string, then: string) => `sum(case when ${cond} then ${then} else 0 end)`;

// A ticket's box-office day: its screening's 営業日, or the day it posted to when that one was closed (a late sale, a
// later refund), so a closed day's R1, R1T and R11 stay as closed (docs/reports.md, "日次締め"). A range of days is
// read through its two indexed columns (see factsRange).
const BOX_OFFICE_DAY = 'coalesce(l.booked_business_date, l.screening_business_date)';
const BOX_OFFICE_COLUMNS = ['l.screening_business_date', 'l.booked_business_date'];

/** R1 and R1T: box office on the ticket's box-office day (R1T without 券種 and channel). */
const FILM_DAY_DIMS: [string, string][] = [
  ['cinema_id', 't.cinema_id'],
  ['screening_bd', BOX_OFFICE_DAY],
  ['film_id', 'coalesce(l.film_id, 0)'],
  ['fee_category', "coalesce(l.category, '')"],
  ['format_id', 'coalesce(s.format_version_id, 0)'],
];
const FILM_DAY_MEASURES: [string, string][] = [
  ['tickets', when('l.amount <> 0', `${SG} * ${PERSONS}`)],
  ['comps', when('l.amount = 0', `${SG} * ${PERSONS}`)],
  ['refunds', when(`not ${SALE}`, PERSONS)],
  ['paid', sum('l.amount')],
  ['discount', sum(`${SG} * (abs(l.discount_amount) + abs(l.coupon_amount))`)],
  ['surcharge', sum(`${SG} * abs(${SURCHARGE})`)],
  ['booked', sum(`${SG} * abs(coalesce(l.box_office_amount, 0))`)],
  ['booked_tax', sum('l.tax')],
];
const FILM_DAY_FROM = `${LINES} left join screenings s on s.id = l.screening_id`;
const FILM_DAY_WHERE = `l.line_type = 'ticket' and l.screening_business_date is not null`;

const FARE_FROM = `${LINES}
  ${FARE_JOINS}`;

export const rollups: Rollup[] = [
  rollup(
    'rb_film_day',
    'R1 作品別興行収入',
    [...FILM_DAY_DIMS, ['ticket_kind', "coalesce(l.ticket_kind, '')"], ['channel', 't.channel']],
    FILM_DAY_MEASURES,
    ['screening_bd', BOX_OFFICE_DAY],
    FILM_DAY_FROM,
    FILM_DAY_WHERE,
  ),
  // R1T: R1 without 券種 and channel, for the film-level reports (a tenth of R1's rows).
  rollup(
    'rb_film_day_total',
    'R1T 作品別興行収入（日計）',
    FILM_DAY_DIMS,
    FILM_DAY_MEASURES,
    ['screening_bd', BOX_OFFICE_DAY],
    FILM_DAY_FROM,
    FILM_DAY_WHERE,
  ),
  rollup(
    'rb_screening',
    'R2 上映回別販売数',
    [
      ['screening_id', 'l.screening_id'],
      ['cinema_id', 't.cinema_id'],
      ['screening_bd', 'l.screening_business_date'],
    ],
    [
      ['sold', sum(`${SG} * ${PERSONS}`)],
      ['comps', when('l.amount = 0', `${SG} * ${PERSONS}`)],
      ['booked', sum(`${SG} * abs(coalesce(l.box_office_amount, 0))`)],
    ],
    ['screening_bd', 'l.screening_business_date'],
    LINES,
    `l.line_type = 'ticket' and l.screening_id is not null and l.screening_business_date is not null`,
    ['screening_id'],
  ),
  rollup(
    'rb_ticket_saleday',
    'R3 販売日別チケット',
    [
      ['cinema_id', 't.cinema_id'],
      ['sale_bd', 't.sales_business_date'],
      ['screening_bd', 'l.screening_business_date'],
      ['film_id', 'coalesce(l.film_id, 0)'],
      ['channel', 't.channel'],
      ['fee_category', "coalesce(l.category, '')"],
      ['ticket_kind', "coalesce(l.ticket_kind, '')"],
    ],
    [
      ['qty', when(SALE, PERSONS)],
      ['amount', when(SALE, 'l.amount')],
      ['refund_qty', when(`not ${SALE}`, PERSONS)],
      ['refund_amount', when(`not ${SALE}`, '-l.amount')],
    ],
    ['sale_bd', 't.sales_business_date'],
    LINES,
    `l.line_type = 'ticket' and l.screening_business_date is not null`,
  ),
  rollup(
    'rb_item_day',
    'R4 商品別売上',
    [
      ['cinema_id', 't.cinema_id'],
      ['sale_bd', 't.sales_business_date'],
      ['item_id', 'coalesce(l.shop_item_id, 0)'],
      ['eat_in', 'coalesce(l.eat_in, false)'],
      ['tax_rate', 'l.tax_rate'],
      ['channel', 't.channel'],
    ],
    [
      ['qty', sum(`${SG} * abs(l.quantity)`)],
      ['gross', sum(`${SG} * abs(l.unit_price * l.quantity)`)],
      ['discount', sum(`${SG} * abs(l.unit_price * l.quantity) - l.amount`)],
      ['net', sum('l.amount')],
      ['tax', sum('l.tax')],
      ['cost', sum(`${SG} * abs(coalesce(l.cost_amount, 0))`)],
    ],
    ['sale_bd', 't.sales_business_date'],
    LINES,
    `l.line_type in ('shop', 'other')`,
  ),
  rollup(
    'rb_payment_day',
    'R5 決済方法別',
    [
      ['cinema_id', 't.cinema_id'],
      ['sale_bd', 't.sales_business_date'],
      ['method_id', 'coalesce(p.payment_method_id, 0)'],
      ['channel', 't.channel'],
    ],
    [
      ['count', when(SALE, '1')],
      ['amount', when(SALE, 'p.amount')],
      ['refund_count', when(`not ${SALE}`, '1')],
      ['refund_amount', when(`not ${SALE}`, '-p.amount')],
      ['change', sum(`${SG} * abs(coalesce(p.change, 0))`)],
    ],
    ['sale_bd', 't.sales_business_date'],
    `from transaction_payments p
      join transactions t on t.id = p.transaction_id
      join rolled_up_transactions ru on ru.transaction_id = t.id`,
    'true',
  ),
  rollup(
    'rb_hour',
    'R6 時間帯別',
    [
      ['cinema_id', 't.cinema_id'],
      ['sale_bd', 't.sales_business_date'],
      ['hour', HOUR],
      ['kind', 'l.line_type::text'],
    ],
    [
      ['txns', `count(distinct case when ${SALE} then t.id end)`],
      ['qty', sum(`${SG} * abs(l.quantity)`)],
      ['amount', sum('l.amount')],
      ['admissions', when(`l.line_type = 'ticket'`, `${SG} * ${PERSONS}`)],
    ],
    ['sale_bd', 't.sales_business_date'],
    LINES,
    'true',
  ),
  rollup(
    'rb_tax_day',
    'R7 税率別',
    [
      ['cinema_id', 't.cinema_id'],
      ['sale_bd', 't.sales_business_date'],
      ['kind', 'l.line_type::text'],
      ['tax_rate', 'l.tax_rate'],
      ['eat_in', 'coalesce(l.eat_in, false)'],
    ],
    [
      ['base', sum('l.amount')],
      ['tax', sum('l.tax')],
    ],
    ['sale_bd', 't.sales_business_date'],
    LINES,
    'true',
  ),
  // R10: a sale's customer as the device recorded it (a void or refund carries the sale's). 客数 is the sales less
  // their voids; a refund leaves the customer counted and takes its money back on its own day.
  rollup(
    'rb_customer_day',
    'R10 客層別',
    [
      ['cinema_id', 't.cinema_id'],
      ['sale_bd', 't.sales_business_date'],
      ['prefecture', "coalesce(t.customer_prefecture, '')"],
      ['age_band', "coalesce(t.customer_age_band, '')"],
      ['gender', "coalesce(t.customer_gender, 'unanswered')"],
    ],
    [
      ['txns', `sum(case t.kind when 'sale' then 1 when 'void' then -1 else 0 end)`],
      ['amount', sum('t.total - t.tax')],
    ],
    ['sale_bd', 't.sales_business_date'],
    `from transactions t join rolled_up_transactions ru on ru.transaction_id = t.id`,
    'true',
  ),
  // R11: tickets per 料金区分 and 単価 on the screening's day (興行成績報告書); its 金額 is R1's 計上額 (booked).
  rollup(
    'rb_fare_day',
    'R11 料金区分別',
    [
      ['cinema_id', 't.cinema_id'],
      ['screening_bd', BOX_OFFICE_DAY],
      ['film_id', 'coalesce(l.film_id, 0)'],
      ['fare_kind', 'k.kind'],
      ['ticket_id', "case when k.kind = 'ticket' then coalesce(o.ticket_id, 0) else 0 end"],
      ['ticket_kind', "coalesce(o.ticket_kind, '')"],
      ['coupon_id', "case when k.kind = 'advance' then coalesce(cp.id, 0) else 0 end"],
      [
        'unit',
        `case when k.kind = 'invitation' then 0 else round(abs(coalesce(o.box_office_amount, 0))::numeric
          / greatest(abs(coalesce(o.persons, o.quantity)), 1))::int end`,
      ],
    ],
    [
      ['persons', sum(`${SG} * ${PERSONS}`)],
      ['amount', sum(`${SG} * abs(coalesce(l.box_office_amount, 0))`)],
    ],
    ['screening_bd', BOX_OFFICE_DAY],
    FARE_FROM,
    `l.line_type = 'ticket' and l.screening_business_date is not null`,
  ),
];
