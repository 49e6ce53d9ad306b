import { z } from 'zod';
import { labelled } from './enums.js';
import { id, queryBool, queryIds } from './fields.js';
import { paymentKind } from './payments.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// オンライン予約売上 (/onlineReservationSalesReport, docs/reports.md, "オンライン予約売上"): the platform operator's view of
// what the online channel took for every brand and cinema, by 決済日 (R5 and R3 on the sales business day) or by 上映日
// (R3 on the screening's business day), with the settlement figures the payment methods' 手数料率 allow.

export const ONLINE_RESERVATION_SALES_SCREEN = '/onlineReservationSalesReport';

/** 決済日: the business day the money moved (capture, refund). 上映日: the screening's business day. */
export const onlineSalesBasis = labelled(['paymentDay', 'screeningDay'], {
  paymentDay: '決済日',
  screeningDay: '上映日',
});
export type OnlineSalesBasis = (typeof onlineSalesBasis.values)[number];

export const onlineReservationSalesLabels = {
  basis: '集計基準',
  brandId: 'ブランド',
  cinemaIds: '劇場',
  methodKind: '決済方法',
  byDay: '日別',
  payments: '決済件数',
  tickets: '枚数',
  refundTickets: '返金枚数',
  amount: '決済額',
  refundAmount: '返金額',
  net: '純額',
  fee: '決済手数料',
  payout: '振込予定額',
} as const;
const L = onlineReservationSalesLabels;

export const onlineReservationSalesQuery = z
  .object({
    basis: z.enum(onlineSalesBasis.values, { error: `「${L.basis}」は決済日か上映日を選択してください` }).optional(),
    brandId: id.optional(),
    cinemaIds: queryIds,
    methodKind: z.enum(paymentKind.values, { error: `「${L.methodKind}」を正しく選択してください` }).optional(),
    /** One row per cinema and business day under each cinema's total. */
    byDay: queryBool,
    ...periodFields,
  })
  .superRefine((v, ctx) => {
    checkPeriod(v, ctx, '期間');
    // The screening day's figures come from the tickets (R3), which know no tender.
    if (v.basis === 'screeningDay' && v.methodKind)
      ctx.addIssue({ code: 'custom', path: ['methodKind'], message: '決済方法は決済日基準でのみ指定できます' });
  });
export type OnlineReservationSalesQuery = z.infer<typeof onlineReservationSalesQuery>;

const yen = z.number().int();
const count = z.number().int();
/** The figures of a row, a subtotal or the total. null: the figure does not apply to the basis or the filter. */
export const onlineSalesFigures = z.object({
  /** Payments captured (one per tender of an order): R5 counts tenders, not orders. null on 上映日. */
  payments: count.nullable(),
  /** Tickets sold (R3); null when a 決済方法 is chosen (tickets know no tender). */
  tickets: count.nullable(),
  refundTickets: count.nullable(),
  amount: yen,
  refundAmount: yen,
  net: yen,
  /** 決済額 × the method's 手数料率, rounded down per cinema, day and method; null on 上映日. */
  fee: yen.nullable(),
  /** 純額 − 決済手数料; null on 上映日. */
  payout: yen.nullable(),
});
export type OnlineSalesFigures = z.infer<typeof onlineSalesFigures>;

/** day: a cinema's business day (日別); cinema: a cinema (its 劇場計 under its days); brand: a brand's ブランド計. */
export const onlineSalesRowKind = z.enum(['day', 'cinema', 'brand']);
export type OnlineSalesRowKind = z.infer<typeof onlineSalesRowKind>;

export const onlineReservationSalesRow = onlineSalesFigures.extend({
  kind: onlineSalesRowKind,
  brandId: z.number().int(),
  brandCode: z.string(),
  brandName: z.string(),
  cinemaId: z.number().int().nullable(),
  cinemaCode: z.string().nullable(),
  cinemaName: z.string().nullable(),
  date: z.string().nullable(),
});
export type OnlineReservationSalesRow = z.infer<typeof onlineReservationSalesRow>;

export const onlineReservationSales = z.object({
  basis: onlineSalesBasis.schema,
  rows: z.array(onlineReservationSalesRow),
  totals: onlineSalesFigures,
});
export type OnlineReservationSales = z.infer<typeof onlineReservationSales>;
