import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TransactionException } from '@cinema/contracts';
import { rowsOf, type Db } from '../../../db/client.js';
import { insertRows } from '../../../db/insert-rows.js';
import { seatReservations } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { expireOrders } from './holds.js';
import type { LineDraft } from '../sale-lines.js';
import type { SalesContext } from '../sales-context.js';

// Seats are taken by inserting reservation rows; the partial unique index on (screening, seat key)
// where held or sold is the arbiter (docs/sales.md, "seats"), so of two devices selling one seat at once the
// second waits for the first and then finds the seat taken.

/** Releases holds past their expiry on these seats, so an abandoned online hold never blocks a sale; answers how many. */
export async function releaseExpiredHolds(tx: Db, screeningId: number, seatKeys: string[], now = new Date()) {
  const stale = await tx
    .selectDistinct({ id: seatReservations.transactionId })
    .from(seatReservations)
    .where(
      and(
        eq(seatReservations.screeningId, screeningId),
        inArray(seatReservations.seatKey, seatKeys),
        eq(seatReservations.status, 'held'),
        lt(seatReservations.holdExpiresAt, now),
      ),
    );
  return expireOrders(
    tx,
    stale.flatMap((s) => (s.id ? [s.id] : [])),
  );
}

export const seatUnavailableMessage = (seats: string[]) => `座席 ${seats.join('、')} は販売済みまたは確保済みです`;

/** The reservation rows of a sale's seats at one screening: sold, or held until the hold expires. */
export const seatRowsOf = (
  ctx: Pick<SalesContext, 'brandId' | 'cinemaId'>,
  transactionId: string,
  screeningId: number,
  seats: { seatKey: string; seatType: string }[],
  options: { status: 'success' | 'pendingPayment'; holdExpiresAt?: Date },
) =>
  seats.map((s) => ({
    brandId: ctx.brandId,
    cinemaId: ctx.cinemaId,
    screeningId,
    seatKey: s.seatKey,
    seatType: s.seatType,
    transactionId,
    status: options.status === 'success' ? ('sold' as const) : ('held' as const),
    holdExpiresAt: options.holdExpiresAt ?? null,
  }));

/** A sale's seats to take: the tickets of its lines, sold or held. */
export interface SeatRequest<K> {
  /** The caller's name for the sale. */
  key: K;
  ctx: Pick<SalesContext, 'brandId' | 'cinemaId'>;
  transactionId: string;
  lines: LineDraft[];
  options: { status: 'success' | 'pendingPayment'; holdExpiresAt?: Date };
  offline: boolean;
  /** The sale's exceptions: an offline sale's seat conflict is added to them. */
  exceptions: TransactionException[];
}

/**
 * The seats of several sales in one insert (one sale's, or a batch's); a seat held past its expiry is freed and
 * taken. A sale whose seat another holds is refused, or kept with a seat_conflict if offline. Answers the refused
 * sales by key; their seats already taken stay in the transaction for the caller to delete or roll back.
 */
export async function takeSeats<K>(tx: Db, requests: SeatRequest<K>[]): Promise<Map<K, AppError>> {
  const refused = new Map<K, AppError>();
  const wanted = requests.flatMap((r) => {
    const seats = r.lines.flatMap((l) => (l.ticket ? [l.ticket] : []));
    const keys = seats.map((s) => `${s.screeningId}|${s.seatKey}`);
    if (new Set(keys).size !== keys.length) {
      refused.set(r.key, new AppError('validation_failed', '同じ座席が2回指定されています'));
      return [];
    }
    return seats.map((s) => ({ r, screeningId: s.screeningId, seatKey: s.seatKey, seatType: s.seatType }));
  });
  if (!wanted.length) return refused;
  const insert = (seats: typeof wanted) =>
    rowsOf<{ transaction_id: string; screening_id: number; seat_key: string }>(
      tx.execute(
        sql`${insertRows(
          seatReservations,
          seats.flatMap((s) => seatRowsOf(s.r.ctx, s.r.transactionId, s.screeningId, [s], s.r.options)),
        )} on conflict do nothing returning transaction_id, screening_id, seat_key`,
      ),
    );
  const got = new Set<string>();
  const mark = (rows: { transaction_id: string; screening_id: number; seat_key: string }[]) =>
    rows.forEach((r) => got.add(`${r.transaction_id.toLowerCase()}|${r.screening_id}|${r.seat_key}`));
  const key = (s: (typeof wanted)[number]) => `${s.r.transactionId.toLowerCase()}|${s.screeningId}|${s.seatKey}`;
  mark(await insert(wanted));
  let blocked = wanted.filter((s) => !got.has(key(s)));
  // A seat still held by an online order past its expiry is freed and taken (only then is it read).
  for (const screeningId of new Set(blocked.map((s) => s.screeningId))) {
    const here = blocked.filter((s) => s.screeningId === screeningId);
    if (
      await releaseExpiredHolds(
        tx,
        screeningId,
        here.map((s) => s.seatKey),
      )
    )
      mark(await insert(here));
  }
  blocked = blocked.filter((s) => !got.has(key(s)));
  for (const r of new Set(blocked.map((s) => s.r))) {
    const taken = blocked.filter((s) => s.r === r).map((s) => s.seatKey);
    try {
      r.exceptions.push(seatConflict(taken, r.offline));
    } catch (err) {
      refused.set(r.key, err as AppError);
    }
  }
  return refused;
}

/** Seats another sale holds: a live sale is refused naming them; one made offline is kept for staff to reseat. */
export function seatConflict(taken: string[], offline: boolean): TransactionException {
  if (!offline) throw new AppError('seat_unavailable', seatUnavailableMessage(taken), undefined, taken);
  return {
    kind: 'seat_conflict',
    message: `${seatUnavailableMessage(taken)}（オフライン販売。お客様の座席の振替が必要です）`,
    seats: taken,
  };
}
