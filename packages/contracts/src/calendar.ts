// The Japanese calendar as the console colours it: 土 blue, 日・祝 red. The holiday list itself comes
// from @holiday-jp/holiday_jp, wrapped once in the web (lib/holidays.ts) and once in the API
// (platform/holidays.ts); contracts stay free of packages other than zod, so the lookup is passed in.

export type DayKind = 'weekday' | 'saturday' | 'sunday' | 'holiday';

/** Day of week (0 = Sunday) of a 'YYYY-MM-DD' calendar date, independent of the machine's time zone. */
export const dayOfWeek = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** 興行週: programmes change on Fridays, so a brand's week starts on Friday unless it says otherwise. */
export const DEFAULT_WEEK_START_DAY = 5;

/** The first day of the 興行週 that holds a 'YYYY-MM-DD' date, for a week starting on `weekStartDay` (0 = Sunday). */
export function weekStartOf(date: string, weekStartDay: number = DEFAULT_WEEK_START_DAY): string {
  const back = (dayOfWeek(date) - weekStartDay + 7) % 7;
  return new Date(Date.parse(`${date}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

/** 祝日 wins over the weekday: a holiday on a Saturday is coloured and priced as a holiday. */
export function dayKind(date: string, holidayName: (date: string) => string | null): DayKind {
  if (holidayName(date)) return 'holiday';
  const dow = dayOfWeek(date);
  return dow === 0 ? 'sunday' : dow === 6 ? 'saturday' : 'weekday';
}
