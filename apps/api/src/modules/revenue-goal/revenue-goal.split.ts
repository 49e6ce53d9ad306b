import {
  daysOfMonth,
  dayWeightsOf,
  enteredMeasures,
  revenueGoalMessages,
  splitByWeights,
  type EnteredMeasure,
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
  const refuse = (): never => {
    throw invalidField('weights', revenueGoalMessages.zeroWeights);
  };
  const split = (m: EnteredMeasure) => splitByWeights(targets[m], weights) ?? refuse();
  const [persons, boxOffice, shop, other] = enteredMeasures.map(split);
  const at = (list: number[] | undefined, i: number) => list?.[i] ?? 0;
  return dates.map((date, i) => ({
    date,
    weight: weights[i] ?? 0,
    persons: at(persons, i),
    boxOffice: at(boxOffice, i),
    shop: at(shop, i),
    other: at(other, i),
  }));
}
