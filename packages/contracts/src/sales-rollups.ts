import { z } from 'zod';
import { dateField } from './dates.js';
import { refId } from './fields.js';

// The checks of SALES.md §5 run on demand (superAdmin), and today's figures of the dashboard, both
// read from the rollups (REPORTS.md §5).

export const invariantCheck = {
  linesPayments: '明細合計＝支払合計',
  taxes: '明細の税額合計＝取引の税額合計',
  totals: '取引合計＝明細合計',
  rollup: '集計＝取引明細の集計',
  lag: '取引がすべて集計済み',
} as const;
export type InvariantCheck = keyof typeof invariantCheck;

export const salesInvariantRunBody = z
  .object({
    cinemaId: refId('劇場').optional(),
    from: dateField('開始日').optional(),
    to: dateField('終了日').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: '「開始日」は「終了日」以前の日付を指定してください',
  });
export type SalesInvariantRunBody = z.infer<typeof salesInvariantRunBody>;

export const salesInvariantFailure = z.object({
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  businessDate: z.string(),
  /** linesPayments, taxes, totals, lag, or rollup:<table>. */
  check: z.string(),
  message: z.string(),
});
export type SalesInvariantFailure = z.infer<typeof salesInvariantFailure>;

export const salesInvariantResult = z.object({
  checkedAt: z.string(),
  failures: z.array(salesInvariantFailure),
});
export type SalesInvariantResult = z.infer<typeof salesInvariantResult>;

export const salesRollupRebuildBody = z
  .object({
    cinemaId: refId('劇場').optional(),
    from: dateField('開始日'),
    to: dateField('終了日'),
  })
  .refine((q) => q.from <= q.to, { path: ['from'], message: '「開始日」は「終了日」以前の日付を指定してください' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 93, {
    path: ['to'],
    message: '集計の再作成は93日以内の期間で指定してください',
  });
export type SalesRollupRebuildBody = z.infer<typeof salesRollupRebuildBody>;

export const salesRollupRebuilt = z.object({ rebuiltAt: z.string(), from: z.string(), to: z.string() });

// --- Dashboard: today's figures per cinema against the same weekday last week (REPORTS.md §0.6).

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
  /** Seats sold and sellable of the day's published screenings; 販売率 = sold / sellable. */
  soldSeats: figure,
  sellableSeats: figure,
  /** By hour of the sales day (0–35): amount of every line type. */
  hours: z.array(z.object({ hour: z.number().int(), today: z.number(), lastWeek: z.number() })),
});
export type DashboardSalesCinema = z.infer<typeof dashboardSalesCinema>;

/** The demo's sales history still being written in the background: days done of all (issue 13 §5). */
export const dashboardSalesHistory = z.object({ doneDays: z.number().int(), totalDays: z.number().int() });
export type DashboardSalesHistory = z.infer<typeof dashboardSalesHistory>;

export const dashboardSales = z.object({
  businessDate: z.string(),
  lastWeekDate: z.string(),
  cinemas: z.array(dashboardSalesCinema),
  /** Null when no history is being written for the caller's brands. */
  salesHistory: dashboardSalesHistory.nullable(),
});
export type DashboardSales = z.infer<typeof dashboardSales>;
