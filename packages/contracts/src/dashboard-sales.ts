import { z } from 'zod';
import { dateField } from './dates.js';
import { labelled } from './enums.js';

// The dashboard's 本日の売上: today's figures per cinema against the same weekday last week up to
// the same clock time, each read on its own date basis (集計基準).

/** 集計基準: by the screening's business day, or by the business day the money moved. */
export const salesBasis = labelled(['screeningDay', 'saleDay', 'mixed'], {
  screeningDay: '上映日基準',
  saleDay: '販売日基準',
  mixed: '上映日＋販売日',
});
export type SalesBasis = (typeof salesBasis.values)[number];

/** What each basis means, in one line a manager reads (the tag's tooltip and the card's note). */
export const salesBasisNotes: Record<SalesBasis, string> = {
  screeningDay: '上映回の営業日で集計（前売分を含み、払戻は差し引き）',
  saleDay: '代金の受け取り・返金があった営業日で集計',
  mixed: '興行収入（上映日基準）と売店・その他売上（販売日基準）の合計',
};

/** The figures of a row, in the order shown: label, unit of the 前週比 difference and basis. */
export const dashboardSalesFigures = {
  admissions: { label: '動員', unit: '人', basis: 'screeningDay' },
  boxOffice: { label: '興行収入', unit: '円', basis: 'screeningDay' },
  shopSales: { label: '売店売上', unit: '円', basis: 'saleDay' },
  otherSales: { label: 'その他売上', unit: '円', basis: 'saleDay' },
  totalSales: { label: '売上合計', unit: '円', basis: 'mixed' },
} as const satisfies Record<string, { label: string; unit: '人' | '円'; basis: SalesBasis }>;
export type DashboardSalesFigureKey = keyof typeof dashboardSalesFigures;

/** 販売率 and the hours have no amount of their own to add up; their basis is stated alike. */
export const soldRateBasis: SalesBasis = 'screeningDay';
export const hoursBasis: SalesBasis = 'saleDay';

export const dashboardSalesQuery = z.object({ businessDate: dateField('営業日').optional() });

const figure = z.object({ today: z.number(), lastWeek: z.number() });
export type DashboardFigure = z.infer<typeof figure>;

export const dashboardSalesCinema = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  /** 動員: ticket persons, net of refunds (screening day). */
  admissions: figure,
  /** 興行収入: box-office amount (計上額) of the screening day. */
  boxOffice: figure,
  /** 売店売上: shop lines of the sales day, tax included. */
  shopSales: figure,
  /** その他売上: lines of type other (メガネ代, 手数料…) of the sales day, tax included. */
  otherSales: figure,
  /** 売上合計 = 興行収入 + 売店売上 + その他売上. */
  totalSales: figure,
  /** Seats sold and sellable of the day's published screenings; 販売率 = sold / sellable. */
  soldSeats: figure,
  sellableSeats: figure,
  /** By hour of the sales day (0–35): amount of every line type; last week's hour in progress is cut too. */
  hours: z.array(z.object({ hour: z.number().int(), today: z.number(), lastWeek: z.number() })),
});
export type DashboardSalesCinema = z.infer<typeof dashboardSalesCinema>;

/** The demo's sales history still being written in the background: days done of all. */
export const dashboardSalesHistory = z.object({ doneDays: z.number().int(), totalDays: z.number().int() });
export type DashboardSalesHistory = z.infer<typeof dashboardSalesHistory>;

/** The instants both days are counted up to: now, and the same clock time seven days before. */
export const dashboardSalesUntil = z.object({ today: z.string(), lastWeek: z.string() });
export type DashboardSalesUntil = z.infer<typeof dashboardSalesUntil>;

export const dashboardSales = z.object({
  businessDate: z.string(),
  lastWeekDate: z.string(),
  /** Null once the business day is over: both days are then compared whole. */
  until: dashboardSalesUntil.nullable(),
  cinemas: z.array(dashboardSalesCinema),
  /** Null when no history is being written for the caller's brands. */
  salesHistory: dashboardSalesHistory.nullable(),
});
export type DashboardSales = z.infer<typeof dashboardSales>;
