import { addDays, DEFAULT_WEEK_START_DAY, weekStartOf } from '@cinema/contracts';

// A report's 期間 and its presets. Dates are 'YYYY-MM-DD' calendar dates in Japan; "today" is passed
// in (the business day at the usual cut-off on screen, lib/business-today.ts), so the presets are pure and tested on fixed days.

export interface Period {
  from: string;
  to: string;
}

export const periodPresets = ['yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export const periodPresetLabels: Record<PeriodPreset, string> = {
  yesterday: '昨日',
  thisWeek: '今週',
  thisMonth: '今月',
  lastMonth: '前月',
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date (2026-02-30 is not). */
export const isDate = (v: string | null | undefined): v is string =>
  !!v && isoDate.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
/** The first day of the month `months` after the month of `date` (negative: before). */
const shiftMonth = (date: string, months: number) => {
  const d = new Date(`${monthStart(date)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * The period of a preset on `today`: 昨日 is one day; 今週 is the whole 興行週 holding today (7 days
 * from `weekStartDay`, Friday unless the report says otherwise); 今月 and 前月 are whole calendar months.
 */
export function presetPeriod(preset: PeriodPreset, today: string, weekStartDay = DEFAULT_WEEK_START_DAY): Period {
  switch (preset) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek': {
      const from = weekStartOf(today, weekStartDay);
      return { from, to: addDays(from, 6) };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: addDays(shiftMonth(today, 1), -1) };
    case 'lastMonth':
      return { from: shiftMonth(today, -1), to: addDays(monthStart(today), -1) };
  }
}

/** The preset a period is on `today`, or null for a period chosen by hand (期間指定). */
export function presetOf(period: Period, today: string, weekStartDay = DEFAULT_WEEK_START_DAY): PeriodPreset | null {
  return (
    periodPresets.find((p) => {
      const q = presetPeriod(p, today, weekStartDay);
      return q.from === period.from && q.to === period.to;
    }) ?? null
  );
}

/** The number of days a period covers, both ends included. */
export const periodDays = (p: Period) =>
  (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / 86_400_000 + 1;
