import { and, eq, inArray, lt } from 'drizzle-orm';
import type { TransactionException } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { seatReservations } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { expireOrders } from './holds.js';
import type { LineDraft } from './sale-lines.js';
import type { SalesContext } from './sales-context.js';

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

export async function claimSeats(
  tx: Db,
  ctx: SalesContext,
  transactionId: string,
  lines: LineDraft[],
  options: { status: 'success' | 'pendingPayment'; holdExpiresAt?: Date },
  offline: boolean,
) {
  const exceptions: TransactionException[] = [];
  const seats = lines.flatMap((l) => (l.ticket ? [l.ticket] : []));
  const byScreening = new Map<number, typeof seats>();
  for (const s of seats) byScreening.set(s.screeningId, [...(byScreening.get(s.screeningId) ?? []), s]);
  const taken: string[] = [];
  for (const [screeningId, group] of byScreening) {
    const keys = group.map((s) => s.seatKey);
    if (new Set(keys).size !== keys.length) throw new AppError('validation_failed', '同じ座席が2回指定されています');
    const insert = (seats: typeof group) =>
      tx
        .insert(seatReservations)
        .values(seatRowsOf(ctx, transactionId, screeningId, seats, options))
        .onConflictDoNothing()
        .returning({ seatKey: seatReservations.seatKey });
    const mine = new Set((await insert(group)).map((g) => g.seatKey));
    // A seat still held by an online order past its expiry is freed and taken (only then is it read).
    const blocked = group.filter((s) => !mine.has(s.seatKey));
    if (
      blocked.length &&
      (await releaseExpiredHolds(
        tx,
        screeningId,
        blocked.map((s) => s.seatKey),
      ))
    )
      for (const g of await insert(blocked)) mine.add(g.seatKey);
    taken.push(...keys.filter((k) => !mine.has(k)));
  }
  if (taken.length) exceptions.push(seatConflict(taken, offline));
  return { exceptions };
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
