import type { ReactNode } from 'react';
import { dateWithWeekday, figure, isNegative, percent, text } from '../../lib/format.js';
import { dayKindOf, holidayName } from '../../lib/holidays.js';
import { dayKindColor } from '../holiday-date.js';
import type { ReportCellType, ReportColumn, ReportValue } from './report-types.js';

/** The red of a negative figure (antd's error colour, as 過不足 uses). */
export const negativeColor = '#cf1322';

/** A date's colour in a report: 土 blue, 日 and 祝日 red (a holiday on a Saturday is red), else none. */
export const dayColor = (date: string): string | undefined => dayKindColor[dayKindOf(date.slice(0, 10))];

/** A figure as reports show it: 1,234, −1,234 in red, '-' where it does not apply. */
export function FigureText({
  value,
  digits = 0,
  suffix = '',
}: {
  value: number | null;
  digits?: number;
  suffix?: string;
}) {
  const shown = figure(value, digits);
  if (value == null || shown === '-') return <>{shown}</>;
  return isNegative(value, digits) ? (
    <span className="report-negative" style={{ color: negativeColor }}>
      {shown}
      {suffix}
    </span>
  ) : (
    <>
      {shown}
      {suffix}
    </>
  );
}

/** A date with its weekday, coloured by the Japanese calendar; the holiday's name on hover. */
export function DayText({ value }: { value: string | null }) {
  if (!value) return <>-</>;
  const color = dayColor(value);
  return (
    <span
      style={color ? { color } : undefined}
      data-day-kind={dayKindOf(value.slice(0, 10))}
      title={holidayName(value.slice(0, 10)) ?? undefined}
    >
      {dateWithWeekday(value)}
    </span>
  );
}

const asNumber = (v: ReportValue) => (typeof v === 'number' ? v : null);

/** A value shown as its column's type says. */
export function formatCell(type: ReportCellType | undefined, value: ReportValue, digits?: number): ReactNode {
  switch (type) {
    case 'figure':
      // A text among figures (a rate in a row of amounts, 12.5%) is shown as it is.
      return typeof value === 'string' ? value : <FigureText value={asNumber(value)} digits={digits ?? 0} />;
    case 'percent': {
      const v = asNumber(value);
      return v != null && isNegative(v * 100, digits ?? 1) ? (
        <span className="report-negative" style={{ color: negativeColor }}>
          {percent(v, digits ?? 1)}
        </span>
      ) : (
        percent(v, digits ?? 1)
      );
    }
    case 'date':
      // A label in a date column (the 合計 row's 「合計」) is shown as it is, not read as a date.
      return typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value) ? (
        value
      ) : (
        <DayText value={value == null ? null : String(value)} />
      );
    default:
      return text(value == null ? null : String(value));
  }
}

export const isNumeric = (c: Pick<ReportColumn<unknown>, 'type'>) => c.type === 'figure' || c.type === 'percent';

/** The 合計 row's value of a column: its own total, the server's, or nothing. */
export function totalOf<T>(
  c: ReportColumn<T>,
  rows: T[],
  serverTotals?: Record<string, ReportValue>,
): ReportValue | undefined {
  if (serverTotals && c.key in serverTotals) return serverTotals[c.key];
  if (!c.total) return undefined;
  if (c.total !== 'sum') return c.total(rows);
  const values = rows.map(c.value).filter((v): v is number => typeof v === 'number');
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

/** Compares two values for a column's sort: numbers as numbers, nulls last, text in Japanese order. */
export function compareValues(a: ReportValue, b: ReportValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ja');
}
