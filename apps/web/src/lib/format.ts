import dayjs from 'dayjs';

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
export const text = (v: string | null | undefined) => (v == null || v === '' ? dash : v);

/** Phone-like codes of 6 or more characters show a space before the last six (docs/web-conventions.md, "formats"). */
export const phoneLike = (v: string | null | undefined) =>
  !v ? dash : v.length >= 6 ? `${v.slice(0, -6)} ${v.slice(-6)}`.trim() : v;
export const postal = (v: string | null | undefined) =>
  v && v.length === 7 ? `〒${v.slice(0, 3)}-${v.slice(3)}` : text(v);
