import {
  daysOfMonth,
  dayWeightsOf,
  enteredMeasures,
  revenueGoalMessages,
  splitByWeights,
  type RevenueGoalDay,
} from '@cinema/contracts';
import { invalidField } from '../../platform/errors.js';
import { holidayName } from '../../platform/holidays.js';

// 売上目標's daily split (docs/reports.md, "売上目標"): the weekday weights make each day's weight (a 祝日 weighs as
// 日曜), and each measure is split by largest remainder, so the days add up to the month to the yen.

type Amounts = { persons: number; boxOffice: number; shop: number; other: number };

/** The days of a month with the weights of the given days (or the weekday weights), each measure split by them. */
export function splitMonth(
  month: string,
  targets: Amounts,
  weekdayWeights: readonly number[],
  dayWeights?: readonly number[],
): Omit<RevenueGoalDay, 'holiday' | 'total'>[] {
  const dates = daysOfMonth(month);
  const weights = dayWeights ?? dayWeightsOf(month, weekdayWeights, holidayName);
  const parts = enteredMeasures.map((m) => splitByWeights(targets[m], weights));
  if (parts.some((p) => !p)) throw invalidField('weights', revenueGoalMessages.zeroWeights);
  const [persons, boxOffice, shop, other] = parts as number[][];
  return dates.map((date, i) => ({
    date,
    weight: weights[i] ?? 0,
    persons: persons![i]!,
    boxOffice: boxOffice![i]!,
    shop: shop![i]!,
    other: other![i]!,
  }));
}
