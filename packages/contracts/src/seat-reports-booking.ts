import { z } from 'zod';
import { dateField } from './dates.js';
import { id } from './fields.js';
import { salesChannel } from './sales.js';
import { checkPeriod } from './transaction-history.js';

// 販売日報（前売・先売） (docs/reports.md, "seat reports"): the tickets sold on each sales business day, for which
// screening days and through which channel (R3), and the 予約状況 of the coming screening days as of a sales day.

/** 予約状況 covers the 上映日 after the base day, this many of them. */
export const OUTLOOK_DAYS = 14;

export const bookingDailyLabels = {
  saleDate: '販売日',
  filmName: '作品',
  qty: '販売枚数',
  amount: '販売額',
  refundQty: '払戻枚数',
  refundAmount: '払戻額',
  netQty: '純枚数',
  netAmount: '純額',
  sameDay: '当日',
  nextDay: '翌日',
  withinWeek: '2〜7日後',
  later: '8日後以降',
  screeningDate: '上映日',
  screenings: '上映回数',
  sellable: '販売可能席数',
  sold: '販売済枚数',
  soldRate: '販売率',
  compareDate: '前週上映日',
  compareSold: '前週同時点枚数',
  compareRatio: '前週同時点比',
} as const;

export const bookingDailyQuery = z
  .object({
    cinemaId: id.optional(),
    from: dateField('販売営業日（開始）'),
    to: dateField('販売営業日（終了）'),
    filmId: id.optional(),
    channel: salesChannel.schema.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '販売営業日'));
export type BookingDailyQuery = z.infer<typeof bookingDailyQuery>;

const count = z.number().int();
const yen = z.number().int();

/** One sales day and film: tickets sold (by 上映日 and channel) and, apart, those refunded or voided that day. */
export const bookingDailyRow = z.object({
  saleDate: z.string(),
  filmId: count,
  filmName: z.string(),
  qty: count,
  amount: yen,
  refundQty: count,
  /** Positive: what was given back. */
  refundAmount: yen,
  netQty: count,
  netAmount: yen,
  /** Tickets sold for a screening that day (or an earlier one), the next day, 2–7 days and 8 or more days ahead. */
  sameDay: count,
  nextDay: count,
  withinWeek: count,
  later: count,
  pos: count,
  kiosk: count,
  online: count,
  backoffice: count,
});
export type BookingDailyRow = z.infer<typeof bookingDailyRow>;

export const bookingOutlookQuery = z.object({
  cinemaId: id.optional(),
  /** The sales business day the 予約状況 is as of (its end). */
  asOf: dateField('基準日'),
  filmId: id.optional(),
  channel: salesChannel.schema.optional(),
});
export type BookingOutlookQuery = z.infer<typeof bookingOutlookQuery>;

/** One coming 上映日 and film: tickets sold by the end of the base day, and a week earlier for the day a week before. */
export const bookingOutlookRow = z.object({
  screeningDate: z.string(),
  filmId: count,
  filmName: z.string(),
  screenings: count,
  sellable: count,
  sold: count,
  soldRate: z.number().nullable(),
  /** 上映日 − 7 days: the screening day compared. */
  compareDate: z.string(),
  /** Sold for the film's screenings of compareDate by the end of the base day − 7; null when it had none. */
  compareSold: count.nullable(),
  compareRatio: z.number().nullable(),
});
export type BookingOutlookRow = z.infer<typeof bookingOutlookRow>;
