import { z } from 'zod';
import { dateField } from './dates.js';
import { queryIds } from './fields.js';
import { revenueGoalLabels as L } from './revenue-goal.js';

// 売上目標's report (/revenue-goal, docs/reports.md, "売上目標"): the 基準日 picks the month (its 1st to its last day)
// and how far the month has gone.

export const revenueGoalReportQuery = z.object({ cinemaIds: queryIds, baseDate: dateField(L.baseDate) });
export type RevenueGoalReportQuery = z.infer<typeof revenueGoalReportQuery>;

const amount = z.number().int();
const ratio = z.number().nullable();

/** One measure of a cinema (or 全劇場計) for the month, to the 基準日. */
export const goalFigures = z.object({
  /** The month's target; null when none is registered. */
  target: amount.nullable(),
  /** 実績: the 1st to the 基準日. */
  actual: amount,
  /** 実績 ÷ 目標. */
  achievement: ratio,
  /** 日割目標累計: the split's days from the 1st to the 基準日. */
  cumTarget: amount.nullable(),
  /** 進捗率 = 実績 ÷ 日割目標累計. */
  progress: ratio,
  /** 着地見込 = 実績 + each remaining day the mean of its weekday's last 4 days. */
  forecast: amount,
  /** 前年実績: the same month a year before, all of it. */
  lastYear: amount,
});
export type GoalFigures = z.infer<typeof goalFigures>;
const byMeasure = <T extends z.ZodType>(t: T) => z.object({ persons: t, boxOffice: t, shop: t, other: t, total: t });

export const revenueGoalReportRow = z.object({
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  registered: z.boolean(),
  figures: byMeasure(goalFigures),
});
export type RevenueGoalReportRow = z.infer<typeof revenueGoalReportRow>;

/** A day of the month (the cinemas chosen together): the burn-up's point. */
export const goalDayFigures = z.object({
  target: amount.nullable(),
  /** null after the 基準日. */
  actual: amount.nullable(),
  cumTarget: amount.nullable(),
  cumActual: amount.nullable(),
  progress: ratio,
  /** The same calendar day a year before. */
  lastYear: amount,
});
export type GoalDayFigures = z.infer<typeof goalDayFigures>;

export const revenueGoalReportDay = z.object({ date: z.string(), figures: byMeasure(goalDayFigures) });
export type RevenueGoalReportDay = z.infer<typeof revenueGoalReportDay>;

export const revenueGoalReport = z.object({
  month: z.string(),
  baseDate: z.string(),
  lastYearMonth: z.object({ from: z.string(), to: z.string() }),
  /** Days of the month after the 基準日 (着地見込's). */
  remainingDays: z.number().int(),
  rows: z.array(revenueGoalReportRow),
  totals: byMeasure(goalFigures),
  days: z.array(revenueGoalReportDay),
});
export type RevenueGoalReport = z.infer<typeof revenueGoalReport>;
