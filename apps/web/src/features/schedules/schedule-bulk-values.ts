import type { Dayjs } from 'dayjs';
import { dateRange, daysBetween, parseScaleTime, weekdayOf, type ScreeningCategory } from '@cinema/contracts';
import { normaliseTime36 } from './time36-input.js';
import { asyncCheck } from '../../lib/zod-form.js';

// The bulk-create dialog's values: one film and screen, several 36-hour start times, a period
// narrowed to weekdays.

export interface BulkValues {
  filmId: number;
  houseId: number;
  languageVersionId: number;
  formatVersionId: number;
  times: string[];
  period: [Dayjs, Dayjs];
  weekdays: number[];
  category: ScreeningCategory;
  priceTemplateId?: number | null;
}

/** The business dates of a period that fall on the chosen weekdays (0 Sunday … 6 Saturday). */
export function bulkDates(period: [Dayjs, Dayjs] | undefined, weekdays: number[] | undefined): string[] {
  if (!period?.[0] || !period[1]) return [];
  const from = period[0].format('YYYY-MM-DD');
  const days = daysBetween(from, period[1].format('YYYY-MM-DD')) + 1;
  return dateRange(from, Math.max(0, Math.min(days, 366))).filter((d) => (weekdays ?? []).includes(weekdayOf(d)));
}

export const timesRule = {
  validator: asyncCheck((_: unknown, v: string[] | undefined) => {
    if (!v?.length) throw new Error('「開始時刻」を入力してください');
    const bad = v.find((t) => parseScaleTime(t) === null);
    if (bad) throw new Error(`「${bad}」は0:00〜35:59の「HH:mm」で入力してください（例：25:30）`);
  }),
};

/** Typed times as the scale writes them ('930' → '09:30'), each once, in time order. */
export const normaliseTimes = (v: string[]) =>
  [...new Set(v.map(normaliseTime36))].sort((a, b) => (parseScaleTime(a) ?? 0) - (parseScaleTime(b) ?? 0));
