import { z } from 'zod';
import { addDays, dateRange, weekdayOf } from './business-day.js';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { int, pickId, queryIds, refId } from './fields.js';

// 売上目標（予実管理） (/revenue-goal, docs/reports.md, "売上目標"): head office sets each cinema's monthly targets
// (動員, and 興収・売店・その他 in yen, tax included); 合計 is always 興収 + 売店 + その他. Each month's targets are split
// over its days by weights (曜日の比率, a 祝日 weighs as 日曜), editable per day; the split of each measure adds up
// to the month's target exactly (largest remainder). The report sets the actuals (as 営業日報 counts them) against
// the targets: 達成率, 日割目標累計, 進捗率, 着地見込 and 前年実績.

export const REVENUE_GOAL_SCREEN = '/revenue-goal';

export const goalMeasure = labelled(['persons', 'boxOffice', 'shop', 'other', 'total'], {
  persons: '動員',
  boxOffice: '興収',
  shop: '売店',
  other: 'その他',
  total: '合計',
});
export type GoalMeasure = (typeof goalMeasure.values)[number];
/** The measures entered; 合計 is their sum of the yen ones. */
export const enteredMeasures = ['persons', 'boxOffice', 'shop', 'other'] as const;
export type EnteredMeasure = (typeof enteredMeasures)[number];
export const goalUnit = (m: GoalMeasure) => (m === 'persons' ? '人' : '円');

export const revenueGoalLabels = {
  cinemaId: '劇場',
  cinemaCode: '劇場コード',
  month: '年月',
  baseDate: '基準日',
  persons: '動員',
  boxOffice: '興収',
  shop: '売店',
  other: 'その他',
  total: '合計',
  weights: '曜日の比率',
  weight: '比率',
  days: '日割',
  date: '日付',
} as const;
const L = revenueGoalLabels;

export const revenueGoalMessages = {
  month: '「年月」はYYYY-MM（例：2026-11）で入力してください',
  notDaysOfMonth: '日割には、その月の日を1日ずつすべて入れてください',
  zeroWeights: '日割の比率がすべて0です。比率を入れてください',
  daySum: (label: string, sum: number, target: number, unit: string) =>
    `日割の「${label}」の合計（${sum.toLocaleString('ja-JP')}${unit}）が月の目標（${target.toLocaleString('ja-JP')}${unit}）と一致しません`,
  totalMismatch: (sum: number) =>
    `「合計」は興収・売店・その他の合計（${sum.toLocaleString('ja-JP')}円）です。空欄にするか同じ金額を入れてください`,
  unknownCinema: '劇場コードが見つかりません',
  empty: '目標が未登録です。本部が「目標を入力」から登録してください。',
};

/** Limits of a cinema's month: 動員 and each yen measure (合計 of three stays within int4). */
export const MAX_GOAL_PERSONS = 9_999_999;
export const MAX_GOAL_YEN = 600_000_000;
export const MAX_WEIGHT = 99;

const monthPattern = /^(20\d\d)-(0[1-9]|1[0-2])$/;
/** A month, YYYY-MM. */
export const monthField = z
  .string({ error: revenueGoalMessages.month })
  .trim()
  .regex(monthPattern, revenueGoalMessages.month);

export const daysOfMonth = (month: string): string[] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dateRange(`${month}-01`, new Date(Date.UTC(y, m, 0)).getUTCDate());
};
export const lastDayOfMonth = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);
export const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const k = y * 12 + (m - 1) + n;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
};
/** The calendar month in Japan now ('2026-11'), and the one before it: what 月次締め and 映画料集計 open on. */
export const monthInJapan = (now = Date.now()) => new Date(now + 9 * 3_600_000).toISOString().slice(0, 7);
export const lastMonthInJapan = (now = Date.now()) => addMonths(monthInJapan(now), -1);

/** 曜日の比率, 日〜土 (a 祝日 weighs as 日曜): 月〜木 1.0, 金 1.2, 土 1.6, 日・祝 1.5 unless the entry says otherwise. */
export const DEFAULT_WEEKDAY_WEIGHTS = [1.5, 1, 1, 1, 1, 1.2, 1.6] as const;

const weight = (label: string) =>
  z
    .number({ error: `「${label}」は0〜${MAX_WEIGHT}の数値を入力してください` })
    .min(0, `「${label}」は0〜${MAX_WEIGHT}の数値を入力してください`)
    .max(MAX_WEIGHT, `「${label}」は0〜${MAX_WEIGHT}の数値を入力してください`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `「${label}」は小数第2位までで入力してください`);

/** A weight in hundredths, so every split is integer arithmetic. */
const hundredths = (w: number) => Math.round(w * 100);

/** Each day's weight: its weekday's, a 祝日's that of 日曜. */
export function dayWeightsOf(
  month: string,
  weekdayWeights: readonly number[],
  holidayName: (date: string) => string | null,
): number[] {
  return daysOfMonth(month).map((d) => weekdayWeights[holidayName(d) ? 0 : weekdayOf(d)] ?? 0);
}

/**
 * An amount split over days in proportion to their weights, adding up to it exactly: each day's floor, then the
 * yen (or persons) left over one each to the largest remainders (the earlier day on a tie). All weights 0: null.
 */
export function splitByWeights(amount: number, weights: readonly number[]): number[] | null {
  const w = weights.map(hundredths);
  const sum = w.reduce((a, b) => a + b, 0);
  if (sum <= 0) return null;
  const parts = w.map((x) => Math.floor((amount * x) / sum));
  const rest = w.map((x, i) => ({ i, r: (amount * x) % sum }));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  for (const { i } of rest.sort((a, b) => b.r - a.r || a.i - b.i)) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export const revenueGoalDayBody = z.object({
  date: dateField(L.date),
  weight: weight(L.weight),
  persons: int(L.persons, 0, MAX_GOAL_PERSONS),
  boxOffice: int(L.boxOffice, 0, MAX_GOAL_YEN),
  shop: int(L.shop, 0, MAX_GOAL_YEN),
  other: int(L.other, 0, MAX_GOAL_YEN),
});
export type RevenueGoalDayBody = z.infer<typeof revenueGoalDayBody>;

const targetFields = {
  persons: int(L.persons, 0, MAX_GOAL_PERSONS),
  boxOffice: int(L.boxOffice, 0, MAX_GOAL_YEN),
  shop: int(L.shop, 0, MAX_GOAL_YEN),
  other: int(L.other, 0, MAX_GOAL_YEN),
};

/** 目標の保存: one cinema and month; without days the split follows the weights. version 0: the first save. */
export const revenueGoalSaveBody = z
  .object({
    cinemaId: refId(L.cinemaId),
    month: monthField,
    ...targetFields,
    weights: z.array(weight(L.weights)).length(7, `「${L.weights}」は日〜土の7つを入れてください`),
    days: z.array(revenueGoalDayBody).max(31).nullish(),
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .superRefine((v, ctx) => {
    if (v.weights.every((w) => hundredths(w) === 0))
      ctx.addIssue({ code: 'custom', path: ['weights'], message: revenueGoalMessages.zeroWeights });
    if (!v.days || !monthPattern.test(v.month)) return;
    const dates = daysOfMonth(v.month);
    if (v.days.length !== dates.length || v.days.some((d, i) => d.date !== dates[i])) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: revenueGoalMessages.notDaysOfMonth });
      return;
    }
    for (const m of enteredMeasures) {
      const sum = v.days.reduce((a, d) => a + d[m], 0);
      if (sum !== v[m])
        ctx.addIssue({
          code: 'custom',
          path: ['days', m],
          message: revenueGoalMessages.daySum(L[m], sum, v[m], goalUnit(m)),
        });
    }
  });
export type RevenueGoalSaveBody = z.infer<typeof revenueGoalSaveBody>;
export type RevenueGoalSaveInput = z.input<typeof revenueGoalSaveBody>;

export const revenueGoalDay = revenueGoalDayBody.extend({
  date: z.string(),
  /** The 祝日's name, or null. */
  holiday: z.string().nullable(),
  total: z.number().int(),
});
export type RevenueGoalDay = z.infer<typeof revenueGoalDay>;

const targets = z.object({
  persons: z.number().int(),
  boxOffice: z.number().int(),
  shop: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
});
export type GoalTargets = z.infer<typeof targets>;

/** One cinema's month: its targets and split, or (version 0, registered false) the defaults to start from. */
export const revenueGoal = targets.extend({
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  month: z.string(),
  registered: z.boolean(),
  weights: z.array(z.number()),
  days: z.array(revenueGoalDay),
  version: z.number().int(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RevenueGoal = z.infer<typeof revenueGoal>;

export const revenueGoalQuery = z.object({ cinemaId: pickId(L.cinemaId), month: monthField });
export type RevenueGoalQuery = z.infer<typeof revenueGoalQuery>;

export const revenueGoalListQuery = z.object({ cinemaIds: queryIds, month: monthField });
export type RevenueGoalListQuery = z.infer<typeof revenueGoalListQuery>;

export const revenueGoalListItem = z.object({
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  /** null: no target for the month. */
  goal: targets
    .extend({ weights: z.array(z.number()), version: z.number().int(), updatedAt: z.string().nullable() })
    .nullable(),
});
export type RevenueGoalListItem = z.infer<typeof revenueGoalListItem>;
export const revenueGoalList = z.object({ month: z.string(), items: z.array(revenueGoalListItem) });
export type RevenueGoalList = z.infer<typeof revenueGoalList>;

// The import file: one row per cinema and month (docs/reports.md, "売上目標").
export const revenueGoalImportColumns = [
  { header: L.cinemaCode, field: 'cinemaCode', required: true },
  { header: L.month, field: 'month', required: true },
  { header: L.persons, field: 'persons', required: true },
  { header: L.boxOffice, field: 'boxOffice', required: true },
  { header: L.shop, field: 'shop', required: true },
  { header: L.other, field: 'other', required: true },
  { header: L.total, field: 'total' },
];

export const revenueGoalImportRow = z
  .object({
    cinemaCode: z
      .string({ error: `「${L.cinemaCode}」を入力してください` })
      .min(1, `「${L.cinemaCode}」を入力してください`),
    month: monthField,
    ...targetFields,
    total: int(L.total, 0, 3 * MAX_GOAL_YEN).nullish(),
  })
  .superRefine((v, ctx) => {
    const sum = v.boxOffice + v.shop + v.other;
    if (v.total != null && v.total !== sum)
      ctx.addIssue({ code: 'custom', path: ['total'], message: revenueGoalMessages.totalMismatch(sum) });
  });
export type RevenueGoalImportRow = z.infer<typeof revenueGoalImportRow>;
