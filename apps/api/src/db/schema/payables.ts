import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payableKind, payableEntryKind } from '@cinema/contracts';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { clients, deposits } from './clients.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 買掛・未払 (docs/accounting.md, "買掛・未払"): what the brand owes a 取引先. A film fee payable is one per 配給会社 ×
// month, its amounts re-summed from the confirmed statements in the transaction of every 確定 / 確定解除; a 仕入 is
// recorded on the screen. Amounts are yen: 税抜 and 消費税 per rate, and the total (税込).
export const payables = pgTable(
  'payables',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    kind: text({ enum: payableKind.values }).notNull(),
    /** 'YYYY-MM': the statements' month, or the month of a purchase's 計上日. */
    month: text().notNull(),
    /** A purchase's 劇場; null for a film fee (all the brand's cinemas). */
    cinemaId: integer().references(() => cinemas.id),
    recordedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    base10: integer().notNull().default(0),
    tax10: integer().notNull().default(0),
    base8: integer().notNull().default(0),
    tax8: integer().notNull().default(0),
    amount: integer().notNull(),
    memo: text(),
    createdByName: text(),
    ...editable,
  },
  (t) => [
    index('payables_brand_month_idx').on(t.brandId, t.month),
    index('payables_client_idx').on(t.clientId),
    uniqueIndex('payables_film_fee_uq')
      .on(t.brandId, t.clientId, t.month)
      .where(sql`${t.kind} = 'filmFee'`),
  ],
);

// 支払 and 相殺 against one payable; a cancelled entry stays, with who cancelled it and why.
export const payableEntries = pgTable(
  'payable_entries',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    payableId: integer()
      .notNull()
      .references(() => payables.id),
    kind: text({ enum: payableEntryKind.values }).notNull(),
    entryOn: date({ mode: 'string' }).notNull(),
    amount: integer().notNull(),
    /** 支払口座 (a payment's). */
    depositId: integer().references(() => deposits.id),
    /** A payment's memo, an offset's reason. */
    memo: text(),
    createdById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdByName: text(),
    cancelledAt: at(),
    cancelledByName: text(),
    cancelReason: text(),
    ...editable,
  },
  (t) => [index('payable_entries_payable_idx').on(t.payableId), index('payable_entries_brand_idx').on(t.brandId)],
);
