import { sql } from 'drizzle-orm';
import { taxRateText } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { readAccountingSettings } from '../accounting/index.js';

// The receivables of 売掛 (docs/accounting.md, "売掛"), computed from the sales facts every time, never stored:
// (a) a 掛売 document (a sale booked to a 取引先, or the void/refund of one, negative on its own day), one item per tax
//     rate, 税込;
// (b) per cinema, business day and payment method mapped to a 取引先 in 会計設定, the day's net amount paid by that
//     method (refunds net on their own day), 対象外 (rate 0): the client pays over what customers paid.
// Only documents whose money moved count (paid, not deleted). An item is open while no live invoice line holds it.

export interface ArItem {
  kind: 'sale' | 'settlement';
  clientId: number;
  date: string;
  cinemaId: number;
  transactionId: string | null;
  transactionNo: number | null;
  paymentMethodId: number | null;
  taxRate: number;
  amount: number;
  description: string;
  /** The live invoice line holding it, if any. */
  invoiceId: number | null;
  invoiceNumber: string | null;
}

export interface ArItemFilter {
  clientIds?: number[];
  from?: string;
  to: string;
  openOnly?: boolean;
}

interface Row {
  kind: 'sale' | 'settlement';
  client_id: number;
  date: string;
  cinema_id: number;
  transaction_id: string | null;
  transaction_no: string | null;
  payment_method_id: number | null;
  tax_rate: number;
  amount: string;
  cinema_name: string;
  method_name: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
}

/** The brand's payment methods settled by a 取引先 (会計設定's 精算先), optionally only those of some clients. */
export async function settledMethods(db: Db, brandId: number, clientIds?: number[]) {
  const s = await readAccountingSettings(db, brandId);
  return s.settlements.flatMap((m) =>
    m.clientId !== null && (!clientIds || clientIds.includes(m.clientId))
      ? [{ paymentMethodId: m.paymentMethodId, clientId: m.clientId }]
      : [],
  );
}

const jsonOf = (v: unknown) => JSON.stringify(v);

export async function receivableItems(db: Db, brandId: number, f: ArItemFilter): Promise<ArItem[]> {
  const methods = await settledMethods(db, brandId, f.clientIds);
  const clientFilter = f.clientIds ? sql`and c.client_id = any(${`{${f.clientIds.join(',')}}`}::int[])` : sql``;
  const from = f.from ? sql`and d.sales_business_date >= ${f.from}` : sql``;
  const open = f.openOnly ? sql`where x.invoice_id is null` : sql``;
  const rows = await rowsOf<Row>(
    db.execute(sql`
    with docs as (
      -- 掛売 by the client index, and their voids and refunds by the original's (never a scan of the brand's sales).
      select d.id, d.transaction_no, d.cinema_id, d.sales_business_date as date, d.client_id
      from transactions d
      where d.brand_id = ${brandId} and d.client_id is not null and d.paid_at is not null and d.status <> 'delete'
        and d.sales_business_date <= ${f.to} ${from}
      union all
      select d.id, d.transaction_no, d.cinema_id, d.sales_business_date as date, o.client_id
      from transactions o join transactions d on d.original_id = o.id
      where o.brand_id = ${brandId} and o.client_id is not null and d.client_id is null
        and d.paid_at is not null and d.status <> 'delete'
        and d.sales_business_date <= ${f.to} ${from}
    ),
    sales as (
      select 'sale'::text as kind, c.client_id, c.date::text as date, c.cinema_id, c.id as transaction_id,
             c.transaction_no, null::int as payment_method_id, l.tax_rate, sum(l.amount) as amount, null::text as method_name
      from docs c join transaction_lines l on l.transaction_id = c.id
      where true ${clientFilter}
      group by c.client_id, c.date, c.cinema_id, c.id, c.transaction_no, l.tax_rate
    ),
    map as (
      select (m->>'paymentMethodId')::int as payment_method_id, (m->>'clientId')::int as client_id
      from jsonb_array_elements(${jsonOf(methods)}::jsonb) m
    ),
    settlements as (
      select 'settlement'::text as kind, m.client_id, p.sales_business_date::text as date, p.cinema_id,
             null::uuid as transaction_id, null::bigint as transaction_no, p.payment_method_id, 0::float8 as tax_rate,
             sum(p.amount) as amount, min(p.method_name) as method_name
      from transaction_payments p
      join map m on m.payment_method_id = p.payment_method_id
      join transactions d on d.id = p.transaction_id and d.paid_at is not null and d.status <> 'delete'
      where p.brand_id = ${brandId} and p.sales_business_date <= ${f.to}
        ${f.from ? sql`and p.sales_business_date >= ${f.from}` : sql``}
      group by m.client_id, p.sales_business_date, p.cinema_id, p.payment_method_id
      having sum(p.amount) <> 0
    ),
    items as (select * from sales union all select * from settlements)
    select x.*, ci.name as cinema_name from (
      select i.*, il.invoice_id, inv.number as invoice_number
      from items i
      left join account_receivable_invoice_lines il on il.live and il.kind = i.kind and (
        (i.kind = 'sale' and il.transaction_id = i.transaction_id and il.tax_rate = i.tax_rate) or
        (i.kind = 'settlement' and il.cinema_id = i.cinema_id and il.date = i.date::date
          and il.payment_method_id = i.payment_method_id))
      left join account_receivable_invoices inv on inv.id = il.invoice_id
    ) x join cinemas ci on ci.id = x.cinema_id
    ${open}
    order by x.date, x.kind, x.transaction_no nulls last, x.cinema_id, x.payment_method_id, x.tax_rate desc`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    clientId: r.client_id,
    date: r.date,
    cinemaId: r.cinema_id,
    transactionId: r.transaction_id,
    transactionNo: r.transaction_no === null ? null : Number(r.transaction_no),
    paymentMethodId: r.payment_method_id,
    taxRate: Number(r.tax_rate),
    amount: Number(r.amount),
    description:
      r.kind === 'sale'
        ? `${r.cinema_name} 掛売 取引番号${r.transaction_no ?? ''}（${taxRateText(Number(r.tax_rate))}）`
        : `${r.cinema_name} ${r.method_name ?? ''} ${r.date}分`,
    invoiceId: r.invoice_id,
    invoiceNumber: r.invoice_number,
  }));
}
