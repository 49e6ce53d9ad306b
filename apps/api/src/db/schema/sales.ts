import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { screenings } from './schedules.js';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const seatReservationStatusEnum = pgEnum('seat_reservation_status', ['held', 'sold', 'released']);

// One seat of one screening taken by a sale or an online hold (docs/sales.md, "facts"). The database is the
// arbiter of seat exclusivity: at most one held or sold row per (screening, seat key), whatever
// the channel, so two devices selling the same seat at once cannot both succeed. A released row
// stays as history. A hold past hold_expires_at counts as free for availability; the sweeper and
// every insert path release it.
export const seatReservations = pgTable(
  'seat_reservations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    screeningId: integer()
      .notNull()
      .references(() => screenings.id),
    /** The seat plan's key of the seat (e.g. 'D-10'), or 'standing:<n>' for a 立見 place. */
    seatKey: text().notNull(),
    seatType: text().notNull(),
    /** The transaction (UUIDv7) that holds or sold the seat. */
    transactionId: uuid(),
    status: seatReservationStatusEnum().notNull(),
    holdExpiresAt: instant(),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seat_reservations_taken_uq')
      .on(t.screeningId, t.seatKey)
      .where(sql`${t.status} in ('held', 'sold')`),
    index('seat_reservations_screening_idx').on(t.screeningId, t.status),
    index('seat_reservations_transaction_idx').on(t.transactionId),
    index('seat_reservations_brand_idx').on(t.brandId),
  ],
);
