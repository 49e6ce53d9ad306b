import { addMonths, dueDateOf, type Client } from '@cinema/contracts';
import { holidayName } from '../../platform/holidays.js';

// 支払予定日 (docs/accounting.md, "買掛・未払"): from the 取引先's 締日 and 支払月・支払日, moved off bank holidays as its
// 休日の扱い says (contracts receivable-cycle.ts, the holiday calendar the API wraps).
type Terms = Pick<Client, 'closingDay' | 'paymentMonth' | 'paymentDay' | 'holidayRule'>;

const isHoliday = (date: string) => holidayName(date) !== null;

/** A month's film fees: the month closes them. */
export const dueOfMonth = (month: string, terms: Terms) => dueDateOf(month, terms, isHoliday);

/** A purchase: the closing its 計上日 falls in (after the 締日, the next month's). */
export function dueOfDay(day: string, terms: Terms) {
  const month = day.slice(0, 7);
  const closesLater = terms.closingDay < 31 && Number(day.slice(8, 10)) > terms.closingDay;
  return dueOfMonth(closesLater ? addMonths(month, 1) : month, terms);
}

/** The last day of month 'YYYY-MM', the 計上日 of a month's film fees. */
export function monthEnd(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
