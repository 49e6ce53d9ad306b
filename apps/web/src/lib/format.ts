import dayjs from 'dayjs';
import { formatScaleMinutes, parseScaleTime } from '@cinema/contracts';

// docs/web-conventions.md, "formats": yen with sign and separators, YYYY-MM-DD dates, '-' for a missing value.
export const dash = '-';
const yenFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

export const yen = (v: number | null | undefined) => (v == null ? dash : `¥${yenFormat.format(v)}`);
/**
 * A count or measure with separators. Up to two decimals by default (the console's default precision):
 * 12.5 g stays 12.5, never rounded to 13 without a word; whole numbers show none.
 */
export const num = (v: number | null | undefined, digits = 2) =>
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
/**
 * The one minus sign of a negative figure or amount: ASCII hyphen-minus, -1,234 and -300円
 * (docs/glossary.md), the same sign Intl writes in num() and yen(), so a screen never mixes − and -.
 */
export const minus = '-';

/**
 * A report's figure: thousands separators, a negative as -1,234 (the screen colours it red, see
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

/** A ratio (0.125) as a report's percentage: 12.5%, -3.0%, '-' when it does not apply (no seats, no sales). */
export const percent = (v: number | null | undefined, digits = 1) => (v == null ? dash : `${figure(v * 100, digits)}%`);

/**
 * Whether a figure shows as negative (and so in red): -0.4 rounded to 0 does not. The sign and the
 * dash of a missing figure are the same character, so the value is asked, not the text.
 */
export const isNegative = (v: number | null | undefined, digits = 0) => {
  if (v == null || !(v < 0)) return false;
  const shown = figure(v, digits);
  return shown !== dash && shown.startsWith(minus);
};

/** Money as text (docs/glossary.md): 3,000円, -300円; '-' when there is none. */
export const yenText = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? dash : `${figure(v)}円`);

/** A movement of stock, signed both ways with the one minus sign: +10, -3, 0 (受払表, 在庫調整). */
export const signedNum = (v: number) => (v > 0 ? `+${num(v)}` : num(v));

/** Money that is over or short, signed both ways: +100円, -100円, 0円 (レジ精算's 過不足). */
export const signedYenText = (v: number | null | undefined) =>
  v != null && v > 0 && figure(v) !== '0' ? `+${yenText(v)}` : yenText(v);

const weekdays = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** 月…日 of a 'YYYY-MM-DD' calendar date, whatever the browser's time zone. */
export const weekdayOf = (v: string) => weekdays[new Date(`${v.slice(0, 10)}T00:00:00Z`).getUTCDay()] ?? '';

/** A report's date: 2026-11-28（土）, '-' when there is none. */
export const dateWithWeekday = (v: string | null | undefined) => (v ? `${date(v)}（${weekdayOf(date(v))}）` : dash);

export const text = (v: string | null | undefined) => (v == null || v === '' ? dash : v);

/** Phone-like codes of 6 or more characters show a space before the last six (docs/web-conventions.md, "formats"). */
export const phoneLike = (v: string | null | undefined) =>
  !v ? dash : v.length >= 6 ? `${v.slice(0, -6)} ${v.slice(-6)}`.trim() : v;

/**
 * A postal code as shown: 〒160-0022, with its hyphen (docs/domain.md, "addresses and postal codes"),
 * whether it came as the stored 7 digits or already hyphenated; anything else as it is, '-' for none.
 */
export const postal = (v: string | null | undefined) => {
  const code = v?.trim().replace(/^〒\s*/, '');
  const m = code ? /^(\d{3})-?(\d{4})$/.exec(code) : null;
  return m ? `〒${m[1]}-${m[2]}` : text(v);
};

/** An address that starts with or carries its postal code (〒1600022 東京都…): the code as postal() shows it. */
export const addressText = (v: string | null | undefined) =>
  v ? v.replace(/〒\s*(\d{3})-?(\d{4})(?!\d)/g, (_, a: string, b: string) => postal(`${a}${b}`)) : dash;

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
