import holidayJp from '@holiday-jp/holiday_jp';
import { dayKind, type DayKind } from '@cinema/contracts';

// The package types its table by literal dates; looked up by any string, a date may be absent.
const byDate: Readonly<Record<string, { name: string } | undefined>> = holidayJp.holidays;

/** The 祝日's name ('勤労感謝の日') of a 'YYYY-MM-DD' date, or null. */
export const holidayName = (date: string): string | null => byDate[date]?.name ?? null;

/** weekday / saturday / sunday / holiday (a holiday on a weekend counts as a holiday). */
export const dayKindOf = (date: string): DayKind => dayKind(date, holidayName);
