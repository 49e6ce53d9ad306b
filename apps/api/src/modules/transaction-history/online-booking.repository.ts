import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { OnlineBookingListQuery, OnlineBookingRow } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { admissions, films, houses, screenings, transactionLines, transactions } from '../../db/schema/index.js';
import { listAnswer } from '../../platform/list.js';
import { historyRows } from './history-rows.js';
import { contactWhere } from './history-search.js';
import { headersInOrder, pageOfIds, transactionNoWhere } from './history.repository.js';

// オンライン予約一覧: the chosen cinema's online sales by 予約日 (sales business date) or 上映日 (a
// ticket line's screening business date), with their seats and how many are still to be printed.

const t = transactions;

/** A ticket line still held (not wholly refunded) whose seat has not been printed. */
const unissuedLine = sql`l.line_type = 'ticket' and l.quantity > l.refunded_quantity and not exists (
  select 1 from ${admissions} a where a.line_id = l.id and a.issued_at is not null)`;

type Cinema = { id: number; brandId: number };

/** Booked (予約日) or to be screened (上映日) in the period. */
const inPeriod = (cinema: Cinema, q: OnlineBookingListQuery) =>
  q.basis === 'booking'
    ? and(gte(t.salesBusinessDate, q.from), lte(t.salesBusinessDate, q.to))
    : sql`${t.id} in (select l.transaction_id from ${transactionLines} l where l.brand_id = ${cinema.brandId}
        and l.cinema_id = ${cinema.id} and l.line_type = 'ticket'
        and l.screening_business_date between ${q.from} and ${q.to})`;

/** The contact box holding just a booking number (a phone number starts with 0): that booking too. */
const bookingNoIn = (contact: string | undefined) =>
  contact && /^[1-9]\d{0,14}$/.test(contact) ? eq(t.transactionNo, Number(contact)) : undefined;

/**
 * 予約番号 names one booking, read out by a customer whose screening may lie outside the period shown:
 * a number is looked up whatever the period (docs/reports.md, "periods"); the purchaser within it.
 */
const searchWhere = (cinema: Cinema, q: OnlineBookingListQuery) =>
  q.transactionNo !== undefined
    ? and(transactionNoWhere(q.transactionNo), contactWhere(q.contact))
    : or(and(inPeriod(cinema, q), contactWhere(q.contact)), bookingNoIn(q.contact));

export async function listOnlineBookings(db: Db, cinema: Cinema, q: OnlineBookingListQuery) {
  const where = and(
    eq(t.brandId, cinema.brandId),
    eq(t.cinemaId, cinema.id),
    eq(t.kind, 'sale'),
    eq(t.channel, 'online'),
    searchWhere(cinema, q),
    q.status ? eq(t.status, q.status) : undefined,
    q.issue
      ? sql`${q.issue === 'issued' ? sql`not ` : sql``}exists (select 1 from ${transactionLines} l
          where l.transaction_id = ${t.id} and ${unissuedLine})`
      : undefined,
  );
  const { ids, total } = await pageOfIds(db, where, q);
  const headers = await headersInOrder(db, ids);
  const rows = await historyRows(db, headers, 'ticket');
  const lines = ids.length
    ? await db
        .select({
          transactionId: transactionLines.transactionId,
          seatKey: transactionLines.seatKey,
          left: sql<number>`${transactionLines.quantity} - ${transactionLines.refundedQuantity}`,
          issuedAt: admissions.issuedAt,
          screeningStart: screenings.startAt,
          filmName: films.name,
          houseName: houses.name,
        })
        .from(transactionLines)
        .leftJoin(admissions, eq(admissions.lineId, transactionLines.id))
        .leftJoin(screenings, eq(screenings.id, transactionLines.screeningId))
        .leftJoin(films, eq(films.id, transactionLines.filmId))
        .leftJoin(houses, eq(houses.id, transactionLines.houseId))
        .where(and(inArray(transactionLines.transactionId, ids), eq(transactionLines.lineType, 'ticket')))
        .orderBy(asc(transactionLines.lineNo))
    : [];
  const list: OnlineBookingRow[] = rows.map((r, i) => {
    const h = headers[i]!;
    const own = lines.filter((l) => l.transactionId === r.id);
    const first = own[0];
    return {
      ...r,
      purchaserPhone: h.purchaserPhone,
      purchaserEmail: h.purchaserEmail,
      screeningStart: first?.screeningStart ? first.screeningStart.toISOString() : null,
      filmName: first?.filmName ?? null,
      houseName: first?.houseName ?? null,
      seats: own.map((l) => l.seatKey ?? '').join(', '),
      unissued: own.filter((l) => Number(l.left) > 0 && !l.issuedAt).length,
    };
  });
  return listAnswer(list, total, q);
}
