import { dayOfWeek } from './calendar.js';
import { END_OF_MONTH, type Client } from './clients.js';

// 回収サイト (docs/domain.md, "receivable cycles"): from a client's 締日 and
// 入金・支払日, the closing date of a month and the day money moves. Banks do not move money on
// Saturdays, Sundays, 祝日 or 12/31-1/3; the holiday calendar is handed in (each side wraps the package once).

type Terms = Pick<Client, 'closingDay' | 'paymentMonth' | 'paymentDay' | 'holidayRule'>;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** 'YYYY-MM-DD' of a day of month m (1-12) of year y, the month rolled over; day ≥ 31 or past the end is the last day. */
function dayOf(y: number, m: number, day: number): string {
  const yy = y + Math.floor((m - 1) / 12);
  const mm = ((((m - 1) % 12) + 12) % 12) + 1;
  const d = Math.min(day >= END_OF_MONTH ? 31 : day, lastDay(yy, mm));
  return `${yy}-${pad(mm)}-${pad(d)}`;
}
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A day banks are shut: weekend, 祝日, or the year-end holidays (12/31-1/3). */
export function isBankHoliday(date: string, isHoliday: (date: string) => boolean): boolean {
  const dow = dayOfWeek(date);
  const md = date.slice(5);
  return dow === 0 || dow === 6 || isHoliday(date) || md === '12-31' || md <= '01-03';
}

/** The closing date (締め日) of month 'YYYY-MM' under the client's 締日. */
export function closingDateOf(month: string, terms: Pick<Terms, 'closingDay'>): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dayOf(y, m, terms.closingDay);
}

/** The day money moves for the period that closes in month 'YYYY-MM', moved off a bank holiday as the client's rule says. */
export function dueDateOf(month: string, terms: Terms, isHoliday: (date: string) => boolean): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  let due = dayOf(y, m + terms.paymentMonth, terms.paymentDay);
  if (terms.holidayRule === 'none') return due;
  const step = terms.holidayRule === 'before' ? -1 : 1;
  while (isBankHoliday(due, isHoliday)) due = addDays(due, step);
  return due;
}
