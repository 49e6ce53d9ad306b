import { readAll } from '../../db/reads.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  fail,
  type OnlineReservationSales,
  type OnlineReservationSalesQuery,
  type OnlineReservationSalesRow,
  type OnlineSalesFigures,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { canSeeBrand, tenantWhere, type Scope } from '../../platform/scope.js';
import {
  paymentDayMoney,
  paymentDayTickets,
  screeningDayTickets,
  type Reading,
  type SummedRow,
} from './online-reservation-sales.queries.js';

// オンライン予約売上 (docs/reports.md, "オンライン予約売上"): ブランド → 劇場 (→ 日) rows of what the online channel
// took, each brand with its ブランド計 and, when 日別, each cinema with its 劇場計; the 合計 is the answer's totals.

type Cinema = { id: number; code: string; name: string; brandId: number; brandCode: string; brandName: string };

/** The cinemas read: those named (one out of the caller's scope or of the chosen brand answers 404), or all of them. */
async function cinemasOf(db: Db, scope: Scope, q: OnlineReservationSalesQuery): Promise<Cinema[]> {
  if (q.brandId && !canSeeBrand(scope, q.brandId)) throw notFound('ブランドが見つかりません');
  const named = q.cinemaIds?.length ? [...new Set(q.cinemaIds)] : null;
  const rows = await db
    .select({
      id: cinemas.id,
      code: cinemas.code,
      name: cinemas.name,
      brandId: brands.id,
      brandCode: brands.code,
      brandName: brands.name,
    })
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(
      and(
        tenantWhere(scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }),
        q.brandId ? eq(cinemas.brandId, q.brandId) : undefined,
        named ? inArray(cinemas.id, named) : undefined,
      ),
    )
    .orderBy(asc(brands.code), asc(brands.id), asc(cinemas.sortOrder), asc(cinemas.code), asc(cinemas.id));
  if (named && rows.length !== named.length) throw notFound('劇場が見つかりません');
  if (q.brandId && !named && !rows.length && !(await brandExists(db, q.brandId)))
    throw notFound('ブランドが見つかりません');
  return rows;
}

const brandExists = async (db: Db, id: number) =>
  (await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id))).length > 0;

const zero = (): SummedRow => ({
  cinema_id: 0,
  day: null,
  payments: 0,
  tickets: 0,
  refund_tickets: 0,
  amount: 0,
  refund_amount: 0,
  fee: 0,
});

function add(into: SummedRow, from: Partial<SummedRow>) {
  into.payments += from.payments ?? 0;
  into.tickets += from.tickets ?? 0;
  into.refund_tickets += from.refund_tickets ?? 0;
  into.amount += from.amount ?? 0;
  into.refund_amount += from.refund_amount ?? 0;
  into.fee += from.fee ?? 0;
}

/** Each query's rows merged per cinema and day. */
async function summed(db: Db, r: Reading) {
  const parts: Partial<SummedRow>[][] =
    r.query.basis === 'screeningDay'
      ? [await screeningDayTickets(db, r)]
      : await readAll(
          db,
          () => paymentDayMoney(db, r),
          () => paymentDayTickets(db, r),
        );
  const byKey = new Map<string, SummedRow>();
  for (const rows of parts)
    for (const row of rows) {
      const key = `${row.cinema_id}|${row.day ?? ''}`;
      const into = byKey.get(key) ?? { ...zero(), cinema_id: row.cinema_id ?? 0, day: row.day ?? null };
      add(into, row);
      byKey.set(key, into);
    }
  return [...byKey.values()];
}

/** A row's figures: what applies to the basis and the filter, null for the rest. */
function figuresOf(s: SummedRow, q: OnlineReservationSalesQuery): OnlineSalesFigures {
  const byPayment = q.basis !== 'screeningDay';
  const net = s.amount - s.refund_amount;
  return {
    payments: byPayment ? s.payments : null,
    // Tickets know no tender: with a 決済方法 chosen their count would not match its money.
    tickets: q.methodKind ? null : s.tickets,
    refundTickets: q.methodKind ? null : s.refund_tickets,
    amount: s.amount,
    refundAmount: s.refund_amount,
    net,
    fee: byPayment ? s.fee : null,
    payout: byPayment ? net - s.fee : null,
  };
}

export async function onlineReservationSales(
  db: Db,
  scope: Scope,
  query: OnlineReservationSalesQuery,
): Promise<OnlineReservationSales> {
  const q = { ...query, basis: query.basis ?? 'paymentDay' };
  const list = await cinemasOf(db, scope, q);
  const sums = list.length ? await summed(db, { ids: list.map((c) => c.id), query: q }) : [];
  const byCinema = new Map<number, SummedRow[]>();
  for (const s of sums) byCinema.set(s.cinema_id, [...(byCinema.get(s.cinema_id) ?? []), s]);
  const rows: OnlineReservationSalesRow[] = [];
  const total = zero();
  const brandIds = [...new Set(list.map((c) => c.brandId))];
  for (const brandId of brandIds) {
    const ofBrand = list.filter((c) => c.brandId === brandId);
    const brandSum = zero();
    for (const c of ofBrand) {
      const days = (byCinema.get(c.id) ?? []).sort((a, b) => (a.day ?? '').localeCompare(b.day ?? ''));
      const cinemaSum = zero();
      for (const d of days) {
        add(cinemaSum, d);
        if (q.byDay) rows.push({ ...label(c, 'day', d.day), ...figuresOf(d, q) });
      }
      rows.push({ ...label(c, 'cinema', null), ...figuresOf(cinemaSum, q) });
      add(brandSum, cinemaSum);
    }
    const first = ofBrand[0] ?? fail('a brand has a cinema of the list');
    rows.push({
      ...label(first, 'brand', null),
      cinemaId: null,
      cinemaCode: null,
      cinemaName: null,
      ...figuresOf(brandSum, q),
    });
    add(total, brandSum);
  }
  return { basis: q.basis, rows, totals: figuresOf(total, q) };
}

const label = (c: Cinema, kind: OnlineReservationSalesRow['kind'], date: string | null) => ({
  kind,
  brandId: c.brandId,
  brandCode: c.brandCode,
  brandName: c.brandName,
  cinemaId: c.id,
  cinemaCode: c.code,
  cinemaName: c.name,
  date,
});
