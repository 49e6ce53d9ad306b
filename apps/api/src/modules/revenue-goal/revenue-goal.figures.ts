import {
  addDays,
  goalMeasure,
  weekdayOf,
  type GoalDayFigures,
  type GoalFigures,
  type GoalMeasure,
  type RevenueGoalDay,
} from '@cinema/contracts';

// 売上目標's figures (docs/reports.md, "売上目標"), as pure functions of a cinema's daily actuals and daily targets:
// 実績 and 日割目標累計 from the 1st to the 基準日, 達成率 and 進捗率 their ratios to the month's target and to the
// cumulative split, 着地見込 the 実績 plus, for each day left in the month, the mean of the last 4 same weekdays up to
// the 基準日 (rounded once, to the yen or person).

export type Amounts = Record<GoalMeasure, number>;
export const zero = (): Amounts => ({ persons: 0, boxOffice: 0, shop: 0, other: 0, total: 0 });
export const measures = goalMeasure.values;

/** A day's actuals with 合計 (興収 + 売店 + その他). */
export const withTotal = (a: Omit<Amounts, 'total'>): Amounts => ({ ...a, total: a.boxOffice + a.shop + a.other });

const ratio = (a: number, b: number | null) => (b ? a / b : null);
/** Half up: the forecast's mean is a quarter of a sum, never a negative one in practice; −0.5 goes to 0. */
const round = (x: number) => Math.floor(x + 0.5);

export interface CinemaMonth {
  /** Every day of the month. */
  dates: string[];
  baseDate: string;
  /** The actuals by date (the month, and the 4 weeks before the 基準日), absent = 0. */
  actual: (date: string) => Amounts;
  /** The split by date; null when the cinema has no target for the month. */
  split: Map<string, RevenueGoalDay> | null;
  /** The month's targets; null when none. */
  target: Amounts | null;
  /** The same month a year before, all of it. */
  lastYear: Amounts;
}

const splitOf = (d: RevenueGoalDay | undefined, m: GoalMeasure) => (d ? d[m] : 0);

/** The sum of `m` over the last 4 days with the weekday of `date`, up to the 基準日. */
function lastFourSum(c: CinemaMonth, weekday: number, m: GoalMeasure) {
  const back = (weekdayOf(c.baseDate) - weekday + 7) % 7;
  const latest = addDays(c.baseDate, -back);
  return [0, 7, 14, 21].reduce((s, k) => s + c.actual(addDays(latest, -k))[m], 0);
}

export function monthFigures(c: CinemaMonth): Record<GoalMeasure, GoalFigures> {
  const upTo = c.dates.filter((d) => d <= c.baseDate);
  const rest = c.dates.filter((d) => d > c.baseDate);
  const out = {} as Record<GoalMeasure, GoalFigures>;
  for (const m of measures) {
    const actual = upTo.reduce((s, d) => s + c.actual(d)[m], 0);
    const split = c.split;
    const cumTarget = split ? upTo.reduce((s, d) => s + splitOf(split.get(d), m), 0) : null;
    const quarters = rest.reduce((s, d) => s + lastFourSum(c, weekdayOf(d), m), 0);
    const target = c.target ? c.target[m] : null;
    out[m] = {
      target,
      actual,
      achievement: ratio(actual, target),
      cumTarget,
      progress: ratio(actual, cumTarget),
      forecast: actual + round(quarters / 4),
      lastYear: c.lastYear[m],
    };
  }
  return out;
}

/** The cinemas' rows added up: targets of the cinemas that have one, actuals of all. */
export function sumFigures(rows: Record<GoalMeasure, GoalFigures>[]): Record<GoalMeasure, GoalFigures> {
  const out = {} as Record<GoalMeasure, GoalFigures>;
  for (const m of measures) {
    const of = rows.map((r) => r[m]);
    const some = <K extends 'target' | 'cumTarget'>(k: K) =>
      of.some((f) => f[k] != null) ? of.reduce((s, f) => s + (f[k] ?? 0), 0) : null;
    const target = some('target');
    const cumTarget = some('cumTarget');
    const actual = of.reduce((s, f) => s + f.actual, 0);
    out[m] = {
      target,
      actual,
      achievement: ratio(actual, target),
      cumTarget,
      progress: ratio(actual, cumTarget),
      forecast: of.reduce((s, f) => s + f.forecast, 0),
      lastYear: of.reduce((s, f) => s + f.lastYear, 0),
    };
  }
  return out;
}

/** The burn-up: each day's target and actual, and both accumulated (the actual up to the 基準日). */
export function dayFigures(
  dates: string[],
  baseDate: string,
  target: (date: string) => Amounts | null,
  actual: (date: string) => Amounts,
  lastYear: (date: string) => Amounts,
): { date: string; figures: Record<GoalMeasure, GoalDayFigures> }[] {
  const cumT = zero();
  const cumA = zero();
  return dates.map((date) => {
    const t = target(date);
    const a = date <= baseDate ? actual(date) : null;
    const figures = {} as Record<GoalMeasure, GoalDayFigures>;
    for (const m of measures) {
      if (t) cumT[m] += t[m];
      if (a) cumA[m] += a[m];
      figures[m] = {
        target: t ? t[m] : null,
        actual: a ? a[m] : null,
        cumTarget: t ? cumT[m] : null,
        cumActual: a ? cumA[m] : null,
        progress: a && t ? ratio(cumA[m], cumT[m]) : null,
        lastYear: lastYear(date)[m],
      };
    }
    return { date, figures };
  });
}
