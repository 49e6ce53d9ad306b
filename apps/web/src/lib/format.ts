import dayjs from 'dayjs';
import { formatScaleMinutes, parseScaleTime } from '@cinema/contracts';

// docs/web-conventions.md, "formats": yen with sign and separators, YYYY-MM-DD dates, '-' for a missing value.
export const dash = '-';
const yenFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

export const yen = (v: number | null | undefined) => (v == null ? dash : `¥${yenFormat.format(v)}`);
export const num = (v: number | null | undefined, digits = 0) =>
  v == null ? dash : new Intl.NumberFormat('ja-JP', { maximumFractionDigits: digits }).format(v);
export const date = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD') : dash);
/**
 * An instant in Japan time (UTC+9 all year), whatever the browser's zone: staff read the times their
 * cinema keeps, so head office abroad or a browser set to UTC sees the same 取引日時 as the cinema.
 */
export const dateTime = (v: string | null | undefined) => {
  if (!v) return dash;
  const at = new Date(v);
  if (Number.isNaN(at.getTime())) return dash;
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
};
/** The minus sign (U+2212) of a report's negative figure: −1,234, never the hyphen of -1,234. */
export const minus = '\u2212';

/**
 * A report's figure: thousands separators, a negative as −1,234 (the screen colours it red, see
 * isNegative), and '-' for a figure that does not apply (null), which is not the same as 0.
 * A value that rounds to zero shows no sign.
 */
export const figure = (v: number | null | undefined, digits = 0) => {
  if (v == null || !Number.isFinite(v)) return dash;
  const shown = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(
    Math.abs(v),
  );
  return v < 0 && /[1-9]/.test(shown) ? `${minus}${shown}` : shown;
};

/** A ratio (0.125) as a report's percentage: 12.5%, −3.0%, '-' when it does not apply (no seats, no sales). */
export const percent = (v: number | null | undefined, digits = 1) => (v == null ? dash : `${figure(v * 100, digits)}%`);

/** Whether a figure shows as negative (and so in red): −0.4 rounded to 0 does not. */
export const isNegative = (v: number | null | undefined, digits = 0) => figure(v, digits).startsWith(minus);

const weekdays = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** 月…日 of a 'YYYY-MM-DD' calendar date, whatever the browser's time zone. */
export const weekdayOf = (v: string) => weekdays[new Date(`${v.slice(0, 10)}T00:00:00Z`).getUTCDay()] ?? '';

/** A report's date: 2026-11-28（土）, '-' when there is none. */
export const dateWithWeekday = (v: string | null | undefined) => (v ? `${date(v)}（${weekdayOf(date(v))}）` : dash);

export const text = (v: string | null | undefined) => (v == null || v === '' ? dash : v);

/** Phone-like codes of 6 or more characters show a space before the last six (docs/web-conventions.md, "formats"). */
export const phoneLike = (v: string | null | undefined) =>
  !v ? dash : v.length >= 6 ? `${v.slice(0, -6)} ${v.slice(-6)}`.trim() : v;
export const postal = (v: string | null | undefined) =>
  v && v.length === 7 ? `〒${v.slice(0, 3)}-${v.slice(3)}` : text(v);

/**
 * A time on the business day's 36-hour scale (docs/domain.md, "the business day"): minutes from the
 * business date's midnight (1530) or 'H:mm' text, shown as 25:30; '-' when there is none.
 */
export const time36 = (v: number | string | null | undefined) => {
  const minutes = typeof v === 'string' ? parseScaleTime(v) : v;
  return minutes == null || !Number.isInteger(minutes) || minutes < 0 || minutes >= 36 * 60
    ? dash
    : formatScaleMinutes(minutes);
};
