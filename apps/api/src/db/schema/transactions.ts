import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  emailStatus,
  lineType,
  membershipFeeKind,
  salesChannel,
  transactionKind,
  transactionStatus,
  type TransactionException,
} from '@cinema/contracts';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { devices } from './devices.js';
import { roundingModeEnum } from './enums.js';

// The sales facts (docs/sales.md, "facts"). A sale, a void and a refund are each a transaction document;
// nothing that moved money is updated in place except the derived status and refunded counters.
// Every row carries brand and cinema, and the read paths are indexed by (brand, cinema, business date).

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** 取引番号: eight digits from 10000001, one sequence for every brand (never reused, gaps allowed). */
export const transactionNoSeq = pgSequence('transaction_no_seq', { startWith: 10000001 });

export const transactionKindEnum = pgEnum('transaction_kind', transactionKind.values);
export const transactionStatusEnum = pgEnum('transaction_status', transactionStatus.values);
export const salesChannelEnum = pgEnum('sales_channel', salesChannel.values);
export const lineTypeEnum = pgEnum('line_type', lineType.values);
export const emailStatusEnum = pgEnum('email_status', emailStatus.values);

export const transactions = pgTable(
  'transactions',
  {
    /** UUIDv7 made where the document was born. */
    id: uuid().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    kind: transactionKindEnum().notNull(),
    /** The sale a void or refund reverses. */
    originalId: uuid(),
    /** Human-readable number, unique across the platform (shown and searched as text). */
    transactionNo: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('transaction_no_seq')`),
    channel: salesChannelEnum().notNull(),
    deviceId: integer().references(() => devices.id),
    /** The id the device gave the document (its queue key). */
    deviceClientId: uuid(),
    deviceSeq: integer(),
    shiftId: uuid(),
    accountId: integer(),
    status: transactionStatusEnum().notNull(),
    occurredAt: instant().notNull(),
    receivedAt: instant().notNull().defaultNow(),
    /**
     * When the money moved: a counter sale at once, an online order when the gateway confirmed it,
     * a void or refund when recorded. Only paid documents count in histories' totals, rollups and
     * invariants; a hold that expired, failed or was released never does.
     */
    paidAt: instant(),
    salesBusinessDate: date({ mode: 'string' }).notNull(),
    /**
     * The closed 営業日 a late document belongs to by its time, when it was posted to the next open day instead
     * (docs/sales.md, "closed days"); null for every other document.
     */
    postedFromBusinessDate: date({ mode: 'string' }),
    memberNo: text(),
    purchaserName: text(),
    purchaserKana: text(),
    purchaserPhone: text(),
    purchaserEmail: text(),
    /** Customer attributes the device recorded (docs/device-api.md, "customer attributes"); a void or refund copies the sale's. */
    customerPrefecture: text(),
    customerAgeBand: text(),
    customerGender: text(),
    emailStatus: emailStatusEnum().notNull().default('none'),
    emailSentCount: integer().notNull().default(0),
    /** 取引先 of a sale on account (掛売). */
    clientId: integer(),
    /** Tax-inclusive total; negative for a void or refund. */
    total: integer().notNull(),
    tax: integer().notNull(),
    roundingMode: roundingModeEnum().notNull(),
    /** Refunded so far (positive), for a sale. */
    refundedAmount: integer().notNull().default(0),
    holdExpiresAt: instant(),
    /** Price mismatches, seat conflicts, sequence gaps, clock skew: shown on the cashier report. */
    exceptions: jsonb().$type<TransactionException[]>().notNull().default([]),
    memo: text(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('transactions_day_idx').on(t.brandId, t.cinemaId, t.salesBusinessDate),
    uniqueIndex('transactions_no_uq').on(t.transactionNo),
    index('transactions_original_idx').on(t.originalId),
    index('transactions_shift_idx').on(t.shiftId),
    index('transactions_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`status = 'pendingPayment'`),
    // 取引先取引履歴（掛売）: a brand's sales on account by 計上日.
    index('transactions_client_idx')
      .on(t.brandId, t.clientId, t.salesBusinessDate)
      .where(sql`client_id is not null`),
    index('transactions_member_idx').on(t.brandId, t.memberNo),
    // 日次締め's late documents of a day.
    index('transactions_posted_from_idx')
      .on(t.cinemaId, t.postedFromBusinessDate)
      .where(sql`posted_from_business_date is not null`),
  ],
);

/** Tax per document and rate, computed once (一の適格請求書につき税率ごとに1回の端数処理). */
export const transactionTaxes = pgTable(
  'transaction_taxes',
  {
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    rate: doublePrecision().notNull(),
    taxable: integer().notNull(),
    tax: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.rate] })],
);

export const transactionLines = pgTable(
  'transaction_lines',
  {
    id: uuid().primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    lineNo: integer().notNull(),
    lineType: lineTypeEnum().notNull(),
    /** The line of the sale a void or refund line reverses. */
    originalLineId: uuid(),
    salesBusinessDate: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    discountAmount: integer().notNull().default(0),
    discountRuleId: integer(),
    couponSerial: text(),
    /** 会費 lines: 入会金, 年会費, 更新料 or カード発行料 (docs/membership.md, "会費 at the counter"). */
    feeKind: text({ enum: membershipFeeKind.values }),
    couponAmount: integer().notNull().default(0),
    /** Tax included; negative on a void or refund. */
    amount: integer().notNull(),
    taxRate: doublePrecision().notNull(),
    tax: integer().notNull(),
    refundedQuantity: integer().notNull().default(0),
    refundedAmount: integer().notNull().default(0),
    // Ticket lines
    screeningId: integer(),
    screeningBusinessDate: date({ mode: 'string' }),
    /**
     * The box-office day (R1, R1T, R11) when it is not the screening's: the 営業日 the document posted to, set when the
     * screening's day was closed at the write, so a closed day's figures stay frozen (docs/reports.md, "日次締め").
     */
    bookedBusinessDate: date({ mode: 'string' }),
    filmId: integer(),
    houseId: integer(),
    seatKey: text(),
    seatType: text(),
    persons: integer(),
    ticketId: integer(),
    ticketKind: text(),
    category: text(),
    surcharges: jsonb().$type<{ label: string; yen: number }[]>(),
    /** 計上額: what the box office counts for this ticket. */
    boxOfficeAmount: integer(),
    // Shop lines
    shopItemId: integer(),
    options: jsonb().$type<{ group: string; choice: string }[]>(),
    choices: jsonb().$type<{ group: string; itemId: number; options?: { group: string; choice: string }[] }[]>(),
    eatIn: boolean(),
    costAmount: integer(),
    productType: text(),
    shopGroup: text(),
  },
  (t) => [
    index('transaction_lines_tx_idx').on(t.transactionId),
    index('transaction_lines_day_idx').on(t.brandId, t.cinemaId, t.salesBusinessDate),
    // With the sale: a screening's sales read from the index alone (着券日報's footer, docs/performance.md).
    index('transaction_lines_screening_idx').on(t.screeningId, t.transactionId),
    // Partial: the few lines with a paper ticket's or coupon's serial, by screening (着券日報's footer).
    index('transaction_lines_paper_idx')
      .on(t.screeningId)
      .where(sql`coupon_serial is not null`),
    // Box office (R1, R2) by the screening's day: a rebuild or check of a few days reads only those lines.
    index('transaction_lines_screening_day_idx').on(t.screeningBusinessDate),
    // Partial: only the few lines of a closed day's screening written after its close.
    index('transaction_lines_booked_day_idx')
      .on(t.bookedBusinessDate)
      .where(sql`booked_business_date is not null`),
    index('transaction_lines_original_idx').on(t.originalLineId),
    // 会費売上 reads a period's 会費 lines directly (docs/membership.md, "会員レポート"): few among millions.
    index('transaction_lines_fee_idx')
      .on(t.brandId, t.salesBusinessDate)
      .where(sql`line_type = 'membership_fee'`),
  ],
);

export const transactionPayments = pgTable(
  'transaction_payments',
  {
    id: uuid().primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    salesBusinessDate: date({ mode: 'string' }).notNull(),
    paymentMethodId: integer(),
    methodKind: text().notNull(),
    methodName: text().notNull(),
    /** Negative for a refund. */
    amount: integer().notNull(),
    tendered: integer(),
    change: integer(),
    approvalNo: text(),
    reference: text(),
    /** The sale payment a refund payment gives back. */
    refundsPaymentId: uuid(),
  },
  (t) => [
    index('transaction_payments_tx_idx').on(t.transactionId),
    index('transaction_payments_day_idx').on(t.brandId, t.cinemaId, t.salesBusinessDate),
    // Which of a report's sales were paid by ムビチケ (着券日報, 興行成績報告書): a small index to probe, not every payment.
    index('transaction_payments_movie_ticket_idx')
      .on(t.transactionId)
      .where(sql`method_kind = 'movieTicket'`),
  ],
);

/** One per sold seat: 発券 and 着券 (もぎり). A repeated scan changes nothing. */
export const admissions = pgTable(
  'admissions',
  {
    lineId: uuid()
      .primaryKey()
      .references(() => transactionLines.id),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    screeningId: integer().notNull(),
    issuedAt: instant(),
    admittedAt: instant(),
    gateDeviceId: integer(),
    /** 未着券記録: what happened to a seat never admitted (noShow, lateEntry, …) and who said so. */
    nonArrivalOutcome: text(),
    nonArrivalNote: text(),
    nonArrivalBy: integer(),
  },
  (t) => [
    index('admissions_screening_idx').on(t.screeningId),
    // 販売ログ（チケット）: 発券 and 着券 of a cinema by time.
    index('admissions_issued_idx')
      .on(t.cinemaId, t.issuedAt)
      .where(sql`issued_at is not null`),
    index('admissions_admitted_idx')
      .on(t.cinemaId, t.admittedAt)
      .where(sql`admitted_at is not null`),
  ],
);
