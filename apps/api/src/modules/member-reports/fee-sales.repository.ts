import { sql, type SQL } from 'drizzle-orm';
import {
  FEE_SALES_MAX_LINES,
  type FeeSalesChannel,
  type FeeSalesDay,
  type FeeSalesLine,
  type FeeSalesQuery,
  type FeeSalesReport,
  type MembershipFeeKind,
} from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { brandReportCinemas, type BrandReportCinemas } from '../../platform/report-cinemas.js';
import type { Scope } from '../../platform/scope.js';
import { requireOwnCriteria } from './member-report.repository.js';

// 会費売上（窓口・オンライン） (docs/membership.md, "会員レポート"): the 会費 lines of the period read directly
// (their partial index keeps them few among a chain's lines), on the sales day: a sale adds, its void or refund
// takes away on its own day. Only documents whose money moved count (docs/reports.md, "which money counts").

const CHANNELS: Record<FeeSalesChannel, string[]> = { counter: ['pos', 'kiosk'], online: ['online'] };

/** The 会費 lines the criteria choose, with their document, member and payment method (alias f). */
function feeLines(rc: BrandReportCinemas, q: FeeSalesQuery, channel: FeeSalesChannel): SQL {
  const filters: SQL[] = [];
  if (q.memberSystemId) filters.push(sql`mb.member_system_id = ${q.memberSystemId}`);
  if (q.feeKind) filters.push(sql`l.fee_kind = ${q.feeKind}`);
  if (q.paymentMethodId)
    filters.push(sql`exists (select 1 from transaction_payments p
      where p.transaction_id = t.id and p.payment_method_id = ${q.paymentMethodId})`);
  return sql`select l.id as line_id, l.sales_business_date::text as date, l.line_no, t.transaction_no, t.kind::text,
      t.member_no, mb.name as member_name, l.fee_kind, l.quantity, l.amount, l.tax, e.valid_until::text as valid_until,
      coalesce(pm.methods, '') as payment_methods, coalesce(pm.fee_rate, 0) as fee_rate, a.display_name as staff_name,
      c.name as cinema_name
    from transaction_lines l
      join transactions t on t.id = l.transaction_id
      join cinemas c on c.id = l.cinema_id
      left join members mb on mb.brand_id = t.brand_id and mb.member_no = t.member_no
      left join member_fee_extensions e on e.line_id = l.id and e.reverted_by is null
      left join accounts a on a.id = t.account_id
      left join lateral (select string_agg(distinct m.name, '・') as methods, max(m.fee_rate)::float8 as fee_rate
        from transaction_payments p join payment_methods m on m.id = p.payment_method_id
        where p.transaction_id = coalesce(t.original_id, t.id)) pm on true
    where l.brand_id = ${rc.brandId} and l.line_type = 'membership_fee'
      and l.cinema_id = any(${sqlArray(rc.ids, 'int')}) and l.sales_business_date between ${q.from} and ${q.to}
      and t.paid_at is not null and t.channel::text = any(${sqlArray(CHANNELS[channel], 'text')})
      ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}`;
}

type DayRow = {
  date: string;
  fee_kind: MembershipFeeKind;
  count: number;
  gross: number;
  tax: number;
  refund_count: number;
  refund_amount: number;
  payment_fee: number;
};

// 決済手数料: each line's amount at its payment method's 手数料率 (%), rounded down, with the line's sign.
const PAYMENT_FEE = `sign(f.amount) * floor(abs(f.amount) * f.fee_rate / 100)`;

const dayRows = (db: Db, lines: SQL) =>
  rowsOf<DayRow>(
    db.execute(sql`select f.date, f.fee_kind,
        sum(case when f.kind = 'sale' then abs(f.quantity) else -abs(f.quantity) end)::int as count,
        sum(f.amount)::int as gross, sum(f.tax)::int as tax,
        count(*) filter (where f.kind <> 'sale')::int as refund_count,
        coalesce(-sum(f.amount) filter (where f.kind <> 'sale'), 0)::int as refund_amount,
        sum(${sql.raw(PAYMENT_FEE)})::int as payment_fee
      from (${lines}) f group by 1, 2 order by 1, 2`),
  );

type LineRow = Omit<FeeSalesLine, 'lineId' | 'transactionNo' | 'kind'> & {
  line_id: string;
  transaction_no: number;
  kind: FeeSalesLine['kind'];
  member_no: string | null;
  member_name: string | null;
  fee_kind: MembershipFeeKind;
  valid_until: string | null;
  payment_methods: string;
  staff_name: string | null;
  cinema_name: string;
};

const lineRows = (db: Db, lines: SQL) =>
  rowsOf<LineRow>(
    db.execute(sql`select * from (${lines}) f order by f.date, f.transaction_no, f.line_no
      limit ${FEE_SALES_MAX_LINES + 1}`),
  );

export async function feeSales(
  db: Db,
  scope: Scope,
  q: FeeSalesQuery,
  channel: FeeSalesChannel,
): Promise<FeeSalesReport> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  if (rc.brandId) await requireOwnCriteria(db, rc.brandId, q);
  if (!rc.brandId || !rc.ids.length) return { days: [], lines: [], linesTruncated: false };
  const lines = feeLines(rc, q, channel);
  const [days, detail] = await readAll(
    db,
    () => dayRows(db, lines),
    () => lineRows(db, lines),
  );
  return {
    days: days.map((d): FeeSalesDay => ({
      date: d.date,
      feeKind: d.fee_kind,
      count: d.count,
      gross: d.gross,
      tax: d.tax,
      net: d.gross - d.tax,
      refundCount: d.refund_count,
      refundAmount: d.refund_amount,
      paymentFee: d.payment_fee,
    })),
    lines: detail.slice(0, FEE_SALES_MAX_LINES).map((l) => ({
      lineId: l.line_id,
      date: l.date,
      transactionNo: Number(l.transaction_no),
      kind: l.kind,
      memberNo: l.member_no,
      memberName: l.member_name,
      feeKind: l.fee_kind,
      quantity: l.quantity,
      amount: l.amount,
      tax: l.tax,
      validUntil: l.valid_until,
      paymentMethods: l.payment_methods,
      staffName: l.staff_name,
      cinemaName: l.cinema_name,
    })),
    linesTruncated: detail.length > FEE_SALES_MAX_LINES,
  };
}
