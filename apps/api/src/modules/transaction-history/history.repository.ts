import { readAll } from '../../db/reads.js';
import { and, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ClHistoryListQuery, HistoryListQuery, HistoryType } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clients, transactionLines, transactionPayments, transactions } from '../../db/schema/index.js';
import { billingOf } from '../account-receivable/index.js';
import { listAnswer, orderBy, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { historyRows, readHeaders } from './history-rows.js';
import { contactWhere, counted, documentNoWhere, historyKeywordWhere, shownWhere } from './history-search.js';

// 取引履歴: the sale, void and refund documents of a cinema and period having lines of a kind, each on
// its own sales business day, filtered in one query on (brand, cinema, sales business date); the
// page's rows read apart (history-rows.ts), the totals over the whole filtered result beside it.

const t = transactions;

/** 取引番号 as typed: digits only, else nothing matches. */
export const transactionNoWhere = (no: string | undefined) =>
  no === undefined ? undefined : /^\d{1,15}$/.test(no) ? eq(t.transactionNo, Number(no)) : sql`false`;

/**
 * Sales having a line of the kind: the lines of the same cinema and days (a sale's lines share its
 * business date), read by their own (brand, cinema, date) index and joined by hash, not probed per sale.
 */
const linesWhere = (
  type: HistoryType,
  cinema: { id: number; brandId: number },
  q: { from: string; to: string; filmId?: number; screeningId?: number; shopItemId?: number },
) =>
  sql`${t.id} in (select l.transaction_id from ${transactionLines} l where l.brand_id = ${cinema.brandId}
    and l.cinema_id = ${cinema.id} and l.sales_business_date between ${q.from} and ${q.to} and l.line_type = ${type}${
      q.filmId ? sql` and l.film_id = ${q.filmId}` : sql``
    }${q.screeningId ? sql` and l.screening_id = ${q.screeningId}` : sql``}${
      q.shopItemId ? sql` and l.shop_item_id = ${q.shopItemId}` : sql``
    })`;

const sorts = { occurredAt: t.occurredAt, transactionNo: t.transactionNo, total: t.total };

/** The page's ids with the filtered count in the same query (cheaper than a count apart: one scan). */
export async function pageOfIds(db: Db, where: SQL | undefined, q: HistoryListQuery | ClHistoryListQuery) {
  const rows = await db
    .select({ id: t.id, total: totalCount })
    .from(t)
    .where(where)
    .orderBy(...orderBy(q, sorts, [desc(t.occurredAt), desc(t.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 0) total = (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0;
  return { ids: rows.map((r) => r.id), total };
}

export async function headersInOrder(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await readHeaders(db).where(inArray(t.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

export async function listHistory(
  db: Db,
  cinema: { id: number; brandId: number },
  type: HistoryType,
  q: HistoryListQuery,
) {
  const where = and(
    eq(t.brandId, cinema.brandId),
    eq(t.cinemaId, cinema.id),
    gte(t.salesBusinessDate, q.from),
    lte(t.salesBusinessDate, q.to),
    q.kind ? eq(t.kind, q.kind) : undefined,
    shownWhere(t, q),
    documentNoWhere(t, q.transactionNo),
    historyKeywordWhere(q.keyword),
    q.channel ? eq(t.channel, q.channel) : undefined,
    q.deviceId ? eq(t.deviceId, q.deviceId) : undefined,
    q.memberNo ? eq(t.memberNo, q.memberNo) : undefined,
    contactWhere(q.contact),
    q.amountMin !== undefined ? gte(t.total, q.amountMin) : undefined,
    q.amountMax !== undefined ? lte(t.total, q.amountMax) : undefined,
    q.paymentMethodId
      ? sql`exists (select 1 from ${transactionPayments} p where p.transaction_id = ${t.id} and p.payment_method_id = ${q.paymentMethodId})`
      : undefined,
    linesWhere(type, cinema, q),
  );
  const [{ ids, total }, totals] = await readAll(
    db,
    () => pageOfIds(db, where, q),
    () => totalsOf(db, where, type, cinema, q),
  );
  return { ...listAnswer(await historyRows(db, await headersInOrder(db, ids), type), total, q), totals };
}

/**
 * 件数 and 金額 (the kind's lines, voids and refunds negative) of the documents whose money moved.
 * A document's lines share its business day: they are read by their own (brand, cinema, date) index.
 */
async function totalsOf(
  db: Db,
  where: SQL | undefined,
  type: HistoryType,
  cinema: { id: number; brandId: number },
  q: { from: string; to: string },
) {
  const l = transactionLines;
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${t.id})`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${l.amount}), 0)`.mapWith(Number),
    })
    .from(t)
    .innerJoin(
      l,
      and(
        eq(l.transactionId, t.id),
        eq(l.brandId, cinema.brandId),
        eq(l.cinemaId, cinema.id),
        gte(l.salesBusinessDate, q.from),
        lte(l.salesBusinessDate, q.to),
        eq(l.lineType, type),
      ),
    )
    .where(and(where, counted(t)));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** 掛売: the brand's sales on account (管理画面), by 計上日 (= their sales business date). */
export async function listClHistory(db: Db, scope: Scope, q: ClHistoryListQuery) {
  const where = and(
    tenantWhere(scope, { brandId: t.brandId, cinemaId: t.cinemaId }),
    gte(t.salesBusinessDate, q.from),
    lte(t.salesBusinessDate, q.to),
    eq(t.kind, 'sale'),
    isNotNull(t.clientId),
    ne(t.status, 'delete'),
    q.cinemaId ? eq(t.cinemaId, q.cinemaId) : undefined,
    q.clientId ? eq(t.clientId, q.clientId) : undefined,
    q.clientGroupId
      ? sql`${t.clientId} in (select ${clients.id} from ${clients} where ${clients.clientGroupId} = ${q.clientGroupId})`
      : undefined,
  );
  const { ids, total } = await pageOfIds(db, where, q);
  const headers = await headersInOrder(db, ids);
  const rows = await historyRows(db, headers, null);
  const billing = await billingOf(db, ids);
  return listAnswer(
    rows.map((r, i) => {
      const h = headers[i]!;
      const b = billing.get(h.id);
      return {
        ...r,
        cinemaName: h.cinemaName,
        clientId: h.clientId!,
        clientCode: h.clientCode ?? '',
        memo: h.memo,
        tax: h.tax,
        billingStatus: b?.billingStatus ?? 'unbilled',
        invoiceNumber: b?.invoiceNumber ?? null,
        paidOn: b?.paidOn ?? null,
      };
    }),
    total,
    q,
  );
}
