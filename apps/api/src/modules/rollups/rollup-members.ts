import { LINES, PERSONS, SALE, SG, rollup, when } from './rollup-sql.js';

// R8: sales carrying a 会員番号 (会員レポート's 会員利用) and their 会費 lines; 会員売上 leaves 会費 out. 件数 is the
// sales less their voids, as R10's 客数 (each document is in one group, so its distinct count adds up across jobs).
export const memberDayRollup = rollup(
  'rb_member_day',
  'R8 会員利用',
  [
    ['cinema_id', 't.cinema_id'],
    ['sale_bd', 't.sales_business_date'],
    ['channel', 't.channel'],
  ],
  [
    [
      'txns',
      `count(distinct case when ${SALE} then t.id end) - count(distinct case when t.kind = 'void' then t.id end)`,
    ],
    ['admissions', when(`l.line_type = 'ticket'`, `${SG} * ${PERSONS}`)],
    ['amount', when(`l.line_type <> 'membership_fee'`, 'l.amount')],
    ['fee_count', when(`l.line_type = 'membership_fee'`, `${SG} * abs(l.quantity)`)],
    ['fee_amount', when(`l.line_type = 'membership_fee'`, 'l.amount')],
  ],
  ['sale_bd', 't.sales_business_date'],
  LINES,
  't.member_no is not null',
);
