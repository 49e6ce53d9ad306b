import { FARE_JOINS } from './rollup-fares.js';
import { memberDayRollup } from './rollup-members.js';
import {
  BOX_OFFICE_DAY,
  HOUR,
  LINES,
  PERSONS,
  SALE,
  SG,
  SURCHARGE,
  rollup,
  sum,
  when,
  type Rollup,
} from './rollup-sql.js';

export type { Rollup };

// The rollups R1–R8, R10 and R11 (docs/reports.md, "rollups") as one SQL each: what a set of transactions adds to the table.
// The job applies it to one transaction, the rebuild to a range, and the invariant check compares a
// range of the table with it (a raw scan of the facts). Only rolled-up transactions are read, so a
// scan and the table agree whatever jobs are still waiting.

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
  memberDayRollup,
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
