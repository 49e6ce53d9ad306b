import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  businessDateOf,
  businessDayWindow,
  type HistoryType,
  type LogEvent,
  type LogListQuery,
  type LogRow,
  type TransactionStatus,
} from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { cinemas, transactions } from '../../db/schema/index.js';
import { listAnswer, pageOf } from '../../platform/list.js';
import { documentNoWhere, shownWhere } from './history-search.js';

// 販売ログ: one row per line event. 販売・取消・払戻 are the lines of sale, void and refund documents
// on their own sales business date; 発券・着券 are the admissions of ticket lines, dated by the
// business day of the moment they happened (the cinema's cut-off). By default only money events:
// lines of captured sales, and of voids and refunds; an order never paid only on request.

interface Raw {
  id: string;
  at: Date | string;
  business_date: string | null;
  event: LogEvent;
  status: TransactionStatus;
  paid: boolean;
  transaction_id: string;
  transaction_no: string | number;
  device_name: string | null;
  staff_name: string | null;
  name: string;
  screening_business_date: string | null;
  screening_start: Date | string | null;
  house_name: string | null;
  film_name: string | null;
  seat_key: string | null;
  item_code: string | null;
  options: { choice: string }[] | null;
  quantity: number;
  unit_price: number;
  discount: number;
  surcharges: { yen: number }[] | null;
  amount: number;
  box_office_amount: number | null;
  tax_rate: number;
  eat_in: boolean | null;
}

const common = sql`coalesce(o.status, tr.status)::text as status,
  coalesce(o.paid_at, tr.paid_at) is not null as paid, tr.id as transaction_id, tr.transaction_no,
  d.name as device_name, a.display_name as staff_name, l.name,
  l.screening_business_date::text as screening_business_date, s.start_at as screening_start,
  h.name as house_name, f.name as film_name, l.seat_key, si.code as item_code, l.options, l.quantity,
  l.unit_price, l.discount_amount + l.coupon_amount as discount, l.surcharges, l.amount,
  l.box_office_amount, l.tax_rate, l.eat_in`;
const joins = sql`join transactions tr on tr.id = l.transaction_id
  left join transactions o on o.id = tr.original_id
  left join devices d on d.id = tr.device_id
  left join accounts a on a.id = tr.account_id
  left join screenings s on s.id = l.screening_id
  left join houses h on h.id = l.house_id
  left join films f on f.id = l.film_id
  left join shop_items si on si.id = l.shop_item_id`;

/** The log's transaction, as its queries name it. */
const tr = alias(transactions, 'tr');

const andAlso = (x: SQL | undefined) => (x ? sql` and ${x}` : sql``);

function lineFilters(q: LogListQuery): SQL {
  const parts: SQL[] = [];
  const no = documentNoWhere(tr, q.transactionNo);
  if (no) parts.push(no);
  if (q.deviceId) parts.push(sql`tr.device_id = ${q.deviceId}`);
  if (q.filmId) parts.push(sql`l.film_id = ${q.filmId}`);
  if (q.screeningId) parts.push(sql`l.screening_id = ${q.screeningId}`);
  if (q.seatKey) parts.push(sql`l.seat_key = ${q.seatKey}`);
  if (q.shopItemId) parts.push(sql`l.shop_item_id = ${q.shopItemId}`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

const trFilter = (q: LogListQuery) => q.transactionNo !== undefined || !!q.deviceId || !!q.status;

/**
 * The page in two steps: each event's newest (or oldest) offset + limit keys, merged, then the page's
 * rows joined to their names; the count per event apart, without sorting or joining names.
 */
export async function listLog(db: Db, cinema: { id: number; brandId: number }, type: HistoryType, q: LogListQuery) {
  const [c] = await db.select({ cutoff: cinemas.businessDayCutoffHour }).from(cinemas).where(eq(cinemas.id, cinema.id));
  const cutoff = c?.cutoff ?? 0;
  const start = new Date(businessDayWindow(q.from, cutoff).start).toISOString();
  const end = new Date(businessDayWindow(q.to, cutoff).end).toISOString();
  const filters = lineFilters(q);
  const direction = q.sortOrder === 'ascend' ? sql`asc` : sql`desc`;
  const { limit, offset } = pageOf(q);
  const keep = limit + offset;
  // Each branch: (key, line_id, at, business_date, event), filtered; `from` holds its tables and joins.
  const branches: { select: SQL; from: SQL; where: SQL; at: SQL }[] = [];
  const documents = (['sale', 'void', 'refund'] as const).filter((e) => !q.event || q.event === e);
  if (documents.length)
    branches.push({
      select: sql`l.id::text || ':' || tr.kind as key, l.id as line_id, tr.occurred_at as at,
        l.sales_business_date::text as business_date, tr.kind::text as event`,
      from: sql`transaction_lines l join transactions tr on tr.id = l.transaction_id`,
      where: sql`l.brand_id = ${cinema.brandId} and l.cinema_id = ${cinema.id} and l.line_type = ${type}
        and l.sales_business_date between ${q.from} and ${q.to}${
          documents.length < 3
            ? sql` and tr.kind in (${sql.join(
                documents.map((d) => sql`${d}`),
                sql`, `,
              )})`
            : sql``
        }${filters}${andAlso(shownWhere(tr, q))}`,
      at: sql`tr.occurred_at`,
    });
  // 発券 and 着券 happen only to sold seats, whose money was captured: only a chosen status filters them.
  if (type === 'ticket')
    for (const [event, column] of [
      ['issue', sql`ad.issued_at`],
      ['admit', sql`ad.admitted_at`],
    ] as const)
      if (!q.event || q.event === event) {
        const lineJoin = trFilter(q) || !!(q.filmId || q.screeningId || q.seatKey || q.shopItemId);
        branches.push({
          select: sql`ad.line_id::text || ${`:${event}`} as key, ad.line_id, ${column} as at, null as business_date,
            ${event} as event`,
          from: sql`admissions ad${lineJoin ? sql` join transaction_lines l on l.id = ad.line_id` : sql``}${
            trFilter(q) ? sql` join transactions tr on tr.id = l.transaction_id` : sql``
          }`,
          where: sql`ad.brand_id = ${cinema.brandId} and ad.cinema_id = ${cinema.id}
            and ${column} >= ${start} and ${column} < ${end}${filters}${andAlso(
              q.status ? shownWhere(tr, { status: q.status }) : undefined,
            )}`,
          at: column,
        });
      }
  if (!branches.length) return listAnswer([], 0, q);
  const keys = branches.map(
    (b) => sql`(select ${b.select} from ${b.from} where ${b.where} order by ${b.at} ${direction} limit ${keep})`,
  );
  const rows = await rowsOf<Raw>(
    db.execute(sql`select e.key as id, e.at, e.business_date, e.event, ${common}
      from (${sql.join(keys, sql` union all `)}) e
      join transaction_lines l on l.id = e.line_id ${joins}
      order by e.at ${direction}, e.key ${direction} limit ${limit} offset ${offset}`),
  );
  const counts = await rowsOf<{ n: string | number }>(
    db.execute(
      sql.join(
        branches.map((b) => sql`select count(*) as n from ${b.from} where ${b.where}`),
        sql` union all `,
      ),
    ),
  );
  return listAnswer(
    rows.map((r) => toRow(r, cutoff)),
    counts.reduce((s, x) => s + Number(x.n), 0),
    q,
  );
}

const isoOf = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

function toRow(r: Raw, cutoff: number): LogRow {
  const at = new Date(r.at);
  return {
    id: r.id,
    at: at.toISOString(),
    businessDate: r.business_date ?? businessDateOf(at, cutoff),
    event: r.event,
    status: r.status,
    paid: r.paid,
    transactionId: r.transaction_id,
    transactionNo: String(r.transaction_no),
    deviceName: r.device_name,
    staffName: r.staff_name,
    name: r.name,
    screeningBusinessDate: r.screening_business_date,
    screeningStart: isoOf(r.screening_start),
    houseName: r.house_name,
    filmName: r.film_name,
    seatKey: r.seat_key,
    itemCode: r.item_code,
    options: (r.options ?? []).map((o) => o.choice).join('・'),
    quantity: Number(r.quantity),
    unitPrice: Number(r.unit_price),
    discount: Number(r.discount),
    surcharge: (r.surcharges ?? []).reduce((s, c) => s + c.yen, 0),
    amount: Number(r.amount),
    boxOfficeAmount: r.box_office_amount == null ? null : Number(r.box_office_amount),
    taxRate: Number(r.tax_rate),
    eatIn: r.eat_in,
  };
}
