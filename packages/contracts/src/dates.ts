import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { ja } from './messages.js';

// One date and one date-time primitive for every input that takes one: real calendar dates only
// (no 2026-02-30, no month 13) in years the business can mean, so nothing downstream (Date,
// PostgreSQL's date and timestamptz) ever sees a value it cannot hold.

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date-time with seconds and fraction optional and an offset or Z required.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD, in MIN_YEAR..MAX_YEAR. */
export function isCalendarDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < MIN_YEAR || y > MAX_YEAR || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** True for an ISO date-time with an offset (2026-05-04T10:00:00+09:00) on a real calendar date. */
export function isDateTime(v: string): boolean {
  const m = DATE_TIME.exec(v);
  return !!m?.[1] && isCalendarDate(m[1]) && !Number.isNaN(Date.parse(v));
}

export const dateMessage = (label: string) => `「${label}」は日付（YYYY-MM-DD）で入力してください`;
export const dateTimeMessage = (label: string) =>
  `「${label}」は日時（例：2026-05-04T10:00:00+09:00）で入力してください`;

/** A required date, YYYY-MM-DD. */
export const dateField = (label: string, message = dateMessage(label)) =>
  withMeta(
    z
      .string({ error: ja.required(label) })
      .trim()
      .min(1, ja.required(label))
      .refine(isCalendarDate, { message, abort: true }),
    { label, format: 'date' },
  );

/** An optional date: '', null and absent are null. */
export const optionalDateField = (label: string, message = dateMessage(label)) =>
  withMeta(
    z
      .string({ error: message })
      .trim()
      .refine((v) => v === '' || isCalendarDate(v), { message, abort: true })
      .nullish()
      .transform((v) => (v ? v : null)),
    { label, format: 'date' },
  );

/** A required date-time with an offset (kept as written; callers normalise). */
export const dateTimeField = (label: string, message = dateTimeMessage(label)) =>
  withMeta(
    z
      .string({ error: ja.required(label) })
      .trim()
      .min(1, ja.required(label))
      .refine(isDateTime, { message, abort: true }),
    { label, format: 'dateTime' },
  );
