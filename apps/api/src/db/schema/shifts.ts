import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shiftClosedFrom } from '@cinema/contracts';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { devices } from './devices.js';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

// A cashier shift (レジ締め単位) of one device, and the documents devices sent (docs/sales.md, "drawers").

export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: uuid().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    /** The register; none for the cinema's office cash (事務所現金), which pays out console refunds. */
    deviceId: integer().references(() => devices.id),
    /** A register's drawer or a kiosk's cash box, or the cinema's office cash of one business day. */
    kind: text({ enum: ['drawer', 'office'] })
      .notNull()
      .default('drawer'),
    /** The id the device gave its shift_open document; later documents name the shift by it. */
    deviceClientId: uuid().notNull(),
    accountId: integer(),
    staffName: text(),
    salesBusinessDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['working', 'closed'] }).notNull(),
    openedAt: instant().notNull(),
    closedAt: instant(),
    openingFloat: integer().notNull(),
    /** Counted cash by denomination at close: {"10000": 3, "1000": 12, …}. */
    countedCash: jsonb().$type<Record<string, number>>(),
    countedTotal: integer(),
    expectedCash: integer(),
    overShort: integer(),
    overShortReason: text(),
    /** Where it was closed (null while working): its device's shift_close, or レジ精算's 精算 in the console. */
    closedFrom: text({ enum: shiftClosedFrom.values }),
    /** Who closed it from the console (or 再精算 last); null for a device's close (its staffName counted). */
    closedByName: text(),
    closedById: integer(),
    /** 責任者承認 (docs/sales.md, "console settlement"): the approver; a 再精算 clears all three. */
    approvedBy: text(),
    approvedAt: instant(),
    approvedById: integer(),
    /** Drawer opens without a sale, reported by the device at close. */
    drawerOpens: integer().notNull().default(0),
    /** The device's last sequence number of the shift, for gap detection. */
    lastDeviceSeq: integer(),
  },
  (t) => [
    uniqueIndex('cashier_shifts_working_uq')
      .on(t.deviceId)
      .where(sql`status = 'working'`),
    uniqueIndex('cashier_shifts_client_uq').on(t.deviceId, t.deviceClientId),
    uniqueIndex('cashier_shifts_office_uq')
      .on(t.cinemaId, t.salesBusinessDate)
      .where(sql`kind = 'office'`),
    index('cashier_shifts_day_idx').on(t.brandId, t.cinemaId, t.salesBusinessDate),
  ],
);

/**
 * Each settlement of a shift made in the console (精算, 再精算), kept: a 再精算 adds a row and never changes the earlier
 * ones, and the shift's own figures are the latest's. A device's close is the shift's columns until a 再精算 copies it
 * here first, as the original (docs/sales.md, "console settlement").
 */
export const cashierSettlements = pgTable(
  'cashier_settlements',
  {
    id: uuid().primaryKey(),
    shiftId: uuid()
      .notNull()
      .references(() => cashierShifts.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    kind: text({ enum: ['settle', 'resettle'] }).notNull(),
    closedFrom: text({ enum: shiftClosedFrom.values }).notNull(),
    countedCash: jsonb().$type<Record<string, number>>().notNull(),
    countedTotal: integer().notNull(),
    expectedCash: integer().notNull(),
    overShort: integer().notNull(),
    overShortReason: text(),
    /** The 再精算's reason; null for the first settlement. */
    reason: text(),
    byId: integer(),
    byName: text(),
    at: instant().notNull(),
  },
  (t) => [index('cashier_settlements_shift_idx').on(t.shiftId, t.at)],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    id: uuid().primaryKey(),
    shiftId: uuid()
      .notNull()
      .references(() => cashierShifts.id),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    kind: text({ enum: ['floatAdd', 'drop', 'payout'] }).notNull(),
    /** Positive into the drawer (floatAdd), negative out (drop, payout). */
    amount: integer().notNull(),
    reason: text(),
    occurredAt: instant().notNull(),
  },
  (t) => [index('cash_movements_shift_idx').on(t.shiftId)],
);

/** Every document a device sent, keyed by the id it made: the idempotency record (docs/device-api.md). */
export const deviceDocuments = pgTable(
  'device_documents',
  {
    deviceId: integer()
      .notNull()
      .references(() => devices.id),
    clientId: uuid().notNull(),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    kind: text().notNull(),
    deviceSeq: integer().notNull(),
    /** SHA-256 of the canonical body: the same id with another body is refused. */
    requestHash: text().notNull(),
    /** The HTTP status and answer the document produced (a refusal too), replayed as is. */
    httpStatus: integer().notNull(),
    result: jsonb().notNull(),
    transactionId: uuid(),
    receivedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.clientId] }),
    // A clientId is one document's, whichever device sends it: another device's is refused.
    uniqueIndex('device_documents_client_uq').on(t.clientId),
    index('device_documents_seq_idx').on(t.deviceId, t.deviceSeq),
  ],
);
