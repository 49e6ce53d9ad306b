import { businessDateOf, DEFAULT_CUTOFF_HOUR } from '@cinema/contracts';

/**
 * Today as the reports count it: the business day at the usual cut-off (05:00), not the calendar day. At 01:00 on the
 * 1st the night's sales are still the last day of the month, so 今日 is that day and 今月 that month
 * (docs/reports.md, "periods").
 */
export const businessToday = (now = Date.now()) => businessDateOf(now, DEFAULT_CUTOFF_HOUR);
