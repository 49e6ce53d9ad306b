import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { salesChannelEnum } from './transactions.js';

// The rollups R1–R8, R10 and R11 (docs/reports.md, "rollups"): additive integer tables keyed by cinema, business date and
// each report's dimensions, kept exactly once per transaction by the sales-rollup job. Missing
// dimensions are 0 (film, item, method, format) or '' (texts), so every key column is NOT NULL.

const measure = () => integer().notNull().default(0);
const day = () => date({ mode: 'string' }).notNull();

/** Transactions whose facts the rollups hold; inserted in the job's transaction (exactly once). */
export const rolledUpTransactions = pgTable('rolled_up_transactions', {
  transactionId: uuid().primaryKey(),
  rolledUpAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** R1: box office on the screening's business day. */
export const rbFilmDay = pgTable(
  'rb_film_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    screeningBd: day(),
    filmId: integer().notNull(),
    feeCategory: text().notNull(),
    formatId: integer().notNull(),
    ticketKind: text().notNull(),
    channel: salesChannelEnum().notNull(),
    tickets: measure(),
    comps: measure(),
    refunds: measure(),
    paid: measure(),
    discount: measure(),
    surcharge: measure(),
    booked: measure(),
    bookedTax: measure(),
  },
  (t) => [
    primaryKey({
      name: 'rb_film_day_pk',
      columns: [t.cinemaId, t.screeningBd, t.filmId, t.feeCategory, t.formatId, t.ticketKind, t.channel],
    }),
  ],
);

/**
 * R1T: R1 without 券種 and channel, the day total of a film, 興行区分 and 上映方式 at a cinema (docs/reports.md, "rollups"):
 * about a tenth of R1's rows, for the film-level reports (興行収入日報, 週間売上, 作品別累計成績, the daily totals).
 */
export const rbFilmDayTotal = pgTable(
  'rb_film_day_total',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    screeningBd: day(),
    filmId: integer().notNull(),
    feeCategory: text().notNull(),
    formatId: integer().notNull(),
    tickets: measure(),
    comps: measure(),
    refunds: measure(),
    paid: measure(),
    discount: measure(),
    surcharge: measure(),
    booked: measure(),
    bookedTax: measure(),
  },
  (t) => [
    primaryKey({
      name: 'rb_film_day_total_pk',
      columns: [t.cinemaId, t.screeningBd, t.filmId, t.feeCategory, t.formatId],
    }),
    // 作品別累計成績 and the 累計 columns read a few films over their life: by film, not by day (docs/reports.md, "rollups").
    index('rb_film_day_total_film_idx').on(t.cinemaId, t.filmId, t.screeningBd),
  ],
);

/**
 * R11: a film's tickets per 料金区分 on each 上映日 (docs/reports.md, "rollups"), for 興行成績報告書: the fare kind (券種,
 * paper 前売券, ムビチケ, 招待) and 単価 of the sale line, which R1 does not keep. ticket_id is the 券種 of a plain ticket and
 * coupon_id the paper ticket of an 前売; both 0 otherwise.
 */
export const rbFareDay = pgTable(
  'rb_fare_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    screeningBd: day(),
    filmId: integer().notNull(),
    fareKind: text().notNull(),
    ticketId: integer().notNull(),
    ticketKind: text().notNull(),
    couponId: integer().notNull(),
    unit: integer().notNull(),
    persons: measure(),
    amount: measure(),
  },
  (t) => [
    primaryKey({
      name: 'rb_fare_day_pk',
      columns: [t.cinemaId, t.screeningBd, t.filmId, t.fareKind, t.ticketId, t.ticketKind, t.couponId, t.unit],
    }),
    // The report reads one film at a few cinemas over at most 31 days.
    index('rb_fare_day_film_idx').on(t.filmId, t.cinemaId, t.screeningBd),
  ],
);

/**
 * R2: the counters of one screening (sold seats are persons, net of refunds). sold, comps and booked are added per
 * transaction; capacity, blocked (the screen's seats and 販売停止席 when last counted) and admitted (着券 persons of
 * its seats still sold) are counted again for the screenings a job touches (docs/reports.md, "rollups").
 */
export const rbScreening = pgTable(
  'rb_screening',
  {
    screeningId: integer().primaryKey(),
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    screeningBd: day(),
    sold: measure(),
    comps: measure(),
    booked: measure(),
    capacity: measure(),
    blocked: measure(),
    admitted: measure(),
    // admitted split by what each seat was bought with (着券日報's columns), counted with admitted; null until a job
    // or a rebuild has counted the screening by kind (modules/rollups/seat-kinds.ts).
    admittedCounter: integer(),
    admittedOnline: integer(),
    admittedMovieTicket: integer(),
    admittedAdvance: integer(),
    admittedInvitation: integer(),
  },
  (t) => [index('rb_screening_day_idx').on(t.cinemaId, t.screeningBd)],
);

/** R3: tickets on the day they were sold (advance sales, 前受金). */
export const rbTicketSaleday = pgTable(
  'rb_ticket_saleday',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    screeningBd: day(),
    filmId: integer().notNull(),
    channel: salesChannelEnum().notNull(),
    /** 興行区分 (main, morning, …), as R1's fee_category. */
    feeCategory: text().notNull(),
    /** The line's 券種 (its code), as R1's ticket_kind. */
    ticketKind: text().notNull().default(''),
    qty: measure(),
    amount: measure(),
    refundQty: measure(),
    refundAmount: measure(),
  },
  (t) => [
    primaryKey({
      name: 'rb_ticket_saleday_pk',
      columns: [t.cinemaId, t.saleBd, t.screeningBd, t.filmId, t.channel, t.feeCategory, t.ticketKind],
    }),
    // 営業日報's 前受金減: the tickets of a period's screenings sold before it (docs/reports.md, "営業日報"); with the
    // sales day, the rows sold within the period are passed over in the index, not read.
    index('rb_ticket_saleday_screening_idx').on(t.cinemaId, t.screeningBd, t.saleBd),
  ],
);

/** R4: shop and other items on the sales day. */
export const rbItemDay = pgTable(
  'rb_item_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    itemId: integer().notNull(),
    eatIn: boolean().notNull(),
    taxRate: doublePrecision().notNull(),
    channel: salesChannelEnum().notNull(),
    qty: measure(),
    gross: measure(),
    discount: measure(),
    net: measure(),
    tax: measure(),
    cost: measure(),
  },
  (t) => [
    primaryKey({ name: 'rb_item_day_pk', columns: [t.cinemaId, t.saleBd, t.itemId, t.eatIn, t.taxRate, t.channel] }),
  ],
);

/** R5: payments by method on the sales day; refunds are positive counts and amounts apart. */
export const rbPaymentDay = pgTable(
  'rb_payment_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    methodId: integer().notNull(),
    channel: salesChannelEnum().notNull(),
    count: measure(),
    amount: measure(),
    refundCount: measure(),
    refundAmount: measure(),
    change: measure(),
  },
  (t) => [primaryKey({ name: 'rb_payment_day_pk', columns: [t.cinemaId, t.saleBd, t.methodId, t.channel] })],
);

/** R6: by hour of the sales day (0–35) and line type; admissions are ticket persons. */
export const rbHour = pgTable(
  'rb_hour',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    hour: integer().notNull(),
    kind: text().notNull(),
    txns: measure(),
    qty: measure(),
    amount: measure(),
    admissions: measure(),
  },
  (t) => [primaryKey({ name: 'rb_hour_pk', columns: [t.cinemaId, t.saleBd, t.hour, t.kind] })],
);

/** R7: tax by line type, rate and eat-in on the sales day (base is tax-inclusive). */
export const rbTaxDay = pgTable(
  'rb_tax_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    kind: text().notNull(),
    taxRate: doublePrecision().notNull(),
    eatIn: boolean().notNull(),
    base: measure(),
    tax: measure(),
  },
  (t) => [primaryKey({ name: 'rb_tax_day_pk', columns: [t.cinemaId, t.saleBd, t.kind, t.taxRate, t.eatIn] })],
);

/**
 * R10: sales by the customer attributes they carried, on the sales day. 客数 (txns) counts a sale +1 and its void −1;
 * amount is 税抜 (line amounts less their tax), a refund negative on its own day. A missing attribute is '' (性別
 * 'unanswered'), shown as 未回答 (docs/reports.md, "rollups").
 */
export const rbCustomerDay = pgTable(
  'rb_customer_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    prefecture: text().notNull(),
    ageBand: text().notNull(),
    gender: text().notNull(),
    txns: measure(),
    amount: measure(),
  },
  (t) => [
    primaryKey({
      name: 'rb_customer_day_pk',
      columns: [t.cinemaId, t.saleBd, t.prefecture, t.ageBand, t.gender],
    }),
  ],
);

/**
 * R8: member sales on the sales day per cinema and channel (会員レポート's 会員利用): documents carrying a 会員番号.
 * The member's system and rank are not facts of the sale, so they are not keys here (docs/membership.md, "会員レポート").
 */
export const rbMemberDay = pgTable(
  'rb_member_day',
  {
    brandId: integer().notNull(),
    cinemaId: integer().notNull(),
    saleBd: day(),
    channel: salesChannelEnum().notNull(),
    txns: measure(),
    admissions: measure(),
    amount: measure(),
    feeCount: measure(),
    feeAmount: measure(),
  },
  (t) => [primaryKey({ name: 'rb_member_day_pk', columns: [t.cinemaId, t.saleBd, t.channel] })],
);
