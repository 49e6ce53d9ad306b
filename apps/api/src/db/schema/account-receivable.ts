import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArRateTotal } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { clients, deposits } from './clients.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 売掛 (docs/accounting.md, "売掛"): the receivables themselves are read from the sales facts; what is stored is what
// head office issued and received: 請求書 (with their computed lines and per-rate totals), 入金 and 消込.

/** 請求書番号: per brand and year without gaps, the next one allocated in the transaction that draws the invoice. */
export const accountReceivableCounters = pgTable(
  'account_receivable_counters',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    year: integer().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'account_receivable_counters_pk', columns: [t.brandId, t.year] })],
);

export const accountReceivableInvoices = pgTable(
  'account_receivable_invoices',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    number: text().notNull(),
    /** The closing month 'YYYY-MM' and its period (締日 of the month before + 1 … 締日). */
    month: text().notNull(),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** 発行者 and 交付先 as printed when drawn. */
    issuerName: text().notNull(),
    issuerInvoiceNumber: text(),
    issuerPostalCode: text(),
    issuerAddress: text(),
    clientName: text().notNull(),
    clientCode: text().notNull(),
    total: integer().notNull(),
    tax: integer().notNull(),
    rateTotals: jsonb().$type<ArRateTotal[]>().notNull(),
    status: text({ enum: ['issued', 'void'] })
      .notNull()
      .default('issued'),
    reissueCount: integer().notNull().default(0),
    reissuedAt: at(),
    voidReason: text(),
    voidedAt: at(),
    createdByName: text(),
    ...editable,
  },
  (t) => [
    uniqueIndex('account_receivable_invoices_number_uq').on(t.brandId, t.number),
    index('account_receivable_invoices_client_idx').on(t.brandId, t.clientId, t.periodTo),
  ],
);

/**
 * A line of an invoice: one rate of a 掛売 sale, or one cinema-day of a payment method settled by the client. `live`
 * is false once the invoice is void, so the partial unique indexes keep a receivable on one live invoice at most.
 */
export const accountReceivableInvoiceLines = pgTable(
  'account_receivable_invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => accountReceivableInvoices.id),
    brandId: integer().notNull(),
    kind: text({ enum: ['sale', 'settlement'] }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    cinemaId: integer().notNull(),
    transactionId: uuid(),
    transactionNo: bigint({ mode: 'number' }),
    paymentMethodId: integer(),
    description: text().notNull(),
    /** 0.1, 0.08, or 0 (対象外: a settlement collects what customers paid, not a sale to the client). */
    taxRate: doublePrecision().notNull(),
    /** Tax included. */
    amount: integer().notNull(),
    live: boolean().notNull().default(true),
  },
  (t) => [
    index('account_receivable_invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('account_receivable_invoice_lines_sale_uq')
      .on(t.transactionId, t.taxRate)
      .where(sql`live and kind = 'sale'`),
    uniqueIndex('account_receivable_invoice_lines_settlement_uq')
      .on(t.cinemaId, t.date, t.paymentMethodId)
      .where(sql`live and kind = 'settlement'`),
  ],
);

/** 入金: money received from a client into one of the brand's 入金口座, the bank's 振込手数料 deducted. */
export const accountReceivablePayments = pgTable(
  'account_receivable_payments',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    paidOn: date({ mode: 'string' }).notNull(),
    /** What reached the account. */
    amount: integer().notNull(),
    /** 振込手数料 the client deducted (支払手数料): settles the invoice as if received. */
    fee: integer().notNull().default(0),
    depositId: integer()
      .notNull()
      .references(() => deposits.id),
    memo: text(),
    createdByName: text(),
    ...editable,
  },
  (t) => [index('account_receivable_payments_client_idx').on(t.brandId, t.clientId, t.paidOn)],
);

/** 消込: part of a payment applied to an invoice; undone with a reason, never deleted. */
export const accountReceivableMatches = pgTable(
  'account_receivable_matches',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    paymentId: integer()
      .notNull()
      .references(() => accountReceivablePayments.id),
    invoiceId: integer()
      .notNull()
      .references(() => accountReceivableInvoices.id),
    amount: integer().notNull(),
    matchedAt: at().notNull().defaultNow(),
    undoneAt: at(),
    undoReason: text(),
  },
  (t) => [
    index('account_receivable_matches_payment_idx').on(t.paymentId),
    index('account_receivable_matches_invoice_idx').on(t.invoiceId),
  ],
);
