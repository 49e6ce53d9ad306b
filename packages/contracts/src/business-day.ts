import { isCalendarDate } from './dates.js';
import { fail } from './invariant.js';
// Business days (営業日) on the 36-hour scale (docs/domain.md, "the business day"): a screening starting at 01:30 on
// the 5th belongs to the 4th when the cinema's day turns over at 05:00, and shows as 25:30.
// Japan has no daylight saving time, so every conversion is plain arithmetic on +09:00.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
/** Asia/Tokyo is UTC+9 all year round. */
export const TOKYO_OFFSET_MS = 9 * HOUR;
/** The 36-hour scale runs from 00:00 of the business date to 35:59 (11:59 two mornings later). */
export const SCALE_MINUTES = 36 * 60;

export type Instant = string | Date | number;
/** Start and end of a screening; cleaningMinutes, when given, overrides the shared interval. */
export interface TimeSlot {
  startAt: Instant;
  endAt: Instant;
  cleaningMinutes?: number | null;
}

const SCALE_RE = /^([0-3]?\d):([0-5]\d)$/;

export const toMillis = (v: Instant): number => {
  const ms = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : v.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(v)}`);
  return ms;
};

/** True for a real calendar date written YYYY-MM-DD. */
export const isBusinessDate = (v: string): boolean => isCalendarDate(v);

/** Midnight (00:00 Tokyo) that starts the calendar day `date`, as epoch milliseconds. */
export const tokyoMidnight = (date: string): number => {
  if (!isBusinessDate(date)) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return Date.parse(`${date}T00:00:00Z`) - TOKYO_OFFSET_MS;
};

/** The Tokyo calendar date of an instant, YYYY-MM-DD. */
export const tokyoDateOf = (instant: Instant): string =>
  new Date(toMillis(instant) + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

/** date + days, YYYY-MM-DD (days may be negative). */
export const addDays = (date: string, days: number): string =>
  new Date(tokyoMidnight(date) + TOKYO_OFFSET_MS + days * DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((tokyoMidnight(to) - tokyoMidnight(from)) / DAY);

/** `count` consecutive dates starting at `from`. */
export const dateRange = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

/** 0 Sunday … 6 Saturday, as Date#getDay. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
export const weekdayLabels = ['日', '月', '火', '水', '木', '金', '土'] as const;
export const isWeekend = (date: string): boolean => weekdayOf(date) === 0 || weekdayOf(date) === 6;

/**
 * The cinema's cut-off (営業日の切り替え時刻, 0–36) as hours after the business date's midnight:
 * values under 24 name that hour of the next morning (5 and 29 both mean 05:00 next day).
 */
export const cutoffOffsetHours = (cutoffHour: number): number => {
  if (!Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 36)
    throw new RangeError(`cut-off hour out of 0-36: ${cutoffHour}`);
  return cutoffHour < 24 ? cutoffHour + 24 : cutoffHour;
};

/** A new cinema's 営業日の切り替え時刻: 05:00 the next morning. */
export const DEFAULT_CUTOFF_HOUR = 29;

/** The business day an instant belongs to: the day turns over at the cut-off hour, not at midnight. */
export function businessDateOf(instant: Instant, cutoffHour: number): string {
  const shift = (cutoffOffsetHours(cutoffHour) - 24) * HOUR;
  return tokyoDateOf(toMillis(instant) - shift);
}

/** The business day's own window [start, end): from the cut-off of the day before to its own cut-off. */
export function businessDayWindow(businessDate: string, cutoffHour: number): { start: number; end: number } {
  const end = tokyoMidnight(businessDate) + cutoffOffsetHours(cutoffHour) * HOUR;
  return { start: end - DAY, end };
}

/** Minutes from the business date's midnight (0 … 2159 on the 36-hour scale). */
export function scaleMinutesOf(instant: Instant, businessDate: string): number {
  const minutes = Math.floor((toMillis(instant) - tokyoMidnight(businessDate)) / MINUTE);
  if (minutes < 0 || minutes >= SCALE_MINUTES)
    throw new RangeError(`${String(instant)} is outside the 36-hour scale of ${businessDate}`);
  return minutes;
}

/** Minutes on the scale → 'HH:mm' (1530 → '25:30'). */
export function formatScaleMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= SCALE_MINUTES)
    throw new RangeError(`minutes out of the 36-hour scale: ${minutes}`);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:mm' or 'H:mm' on the 36-hour scale → minutes ('25:30' → 1530); null when it is not one. */
export function parseScaleTime(text: string): number | null {
  const m = SCALE_RE.exec(text.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes < SCALE_MINUTES ? minutes : null;
}

/** An instant shown on its business date's 36-hour scale: 01:30 on the 5th → '25:30' of the 4th. */
export const toScaleTime = (instant: Instant, businessDate: string): string =>
  formatScaleMinutes(scaleMinutesOf(instant, businessDate));

/** The instant ('…Z' ISO) of a scale time on a business date: ('2026-05-04', '25:30') → 2026-05-04T16:30:00.000Z. */
export function fromScaleTime(businessDate: string, scaleTime: string): string {
  const minutes = parseScaleTime(scaleTime);
  if (minutes === null) throw new RangeError(`not an HH:mm time on the 36-hour scale: ${scaleTime}`);
  return fromScaleMinutes(businessDate, minutes);
}

export const fromScaleMinutes = (businessDate: string, minutes: number): string =>
  new Date(tokyoMidnight(businessDate) + minutes * MINUTE).toISOString();

/** The wall clock of a scale time: '25:30' → '翌1:30' (the tooltip), '10:05' → '10:05', '48:00' not allowed. */
export function clockLabel(scaleTime: string): string {
  const minutes = parseScaleTime(scaleTime);
  if (minutes === null) throw new RangeError(`not an HH:mm time on the 36-hour scale: ${scaleTime}`);
  const mm = String(minutes % 60).padStart(2, '0');
  const h = Math.floor(minutes / 60);
  return h >= 24 ? `翌${h - 24}:${mm}` : `${String(h).padStart(2, '0')}:${mm}`;
}

/** '2026-05-04' → '2026/05/04（月）'; short: '5/4（月）'. */
export function formatBusinessDate(date: string, short = false): string {
  const [y, m, d] = date.split('-');
  const day = weekdayLabels[weekdayOf(date)];
  return short ? `${Number(m)}/${Number(d)}（${day}）` : `${y}/${m}/${d}（${day}）`;
}

/** Tokyo wall clock of an instant, 'YYYY/MM/DD HH:mm'. */
export function formatTokyoDateTime(instant: Instant): string {
  const iso = new Date(toMillis(instant) + TOKYO_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 16)}`;
}

/** The instant written with the Tokyo offset, 'YYYY-MM-DDTHH:mm:ss+09:00' (for datetime inputs). */
export function toTokyoIso(instant: Instant): string {
  return `${new Date(toMillis(instant) + TOKYO_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** The screening's end: start + trailers (予告編) + the film itself. */
export function endTimeFor(startAt: Instant, lengthMinutes: number, trailerMinutes = 0): string {
  return new Date(toMillis(startAt) + (trailerMinutes + lengthMinutes) * MINUTE).toISOString();
}

/** Rounds minutes to the planning grid (5 minutes by default). */
export const snapMinutes = (minutes: number, step = 5): number => Math.round(minutes / step) * step;

/** The span a slot keeps the screen busy: [start, end + cleaning). */
export function occupiedRange(slot: TimeSlot, cleaningMinutes = 0): { start: number; end: number } {
  const cleaning = slot.cleaningMinutes ?? cleaningMinutes;
  return { start: toMillis(slot.startAt), end: toMillis(slot.endAt) + cleaning * MINUTE };
}

/**
 * Whether two screenings on one screen collide: each keeps the screen until its end plus the
 * cleaning interval (清掃時間). Half-open ranges, so a start exactly at end + cleaning still fits.
 */
export function overlaps(a: TimeSlot, b: TimeSlot, cleaningMinutes = 0): boolean {
  const x = occupiedRange(a, cleaningMinutes);
  const y = occupiedRange(b, cleaningMinutes);
  return x.start < y.end && y.start < x.end;
}

/** Every colliding pair (indexes, i < j) among slots of one screen. */
export function findOverlaps(slots: readonly TimeSlot[], cleaningMinutes = 0): [number, number][] {
  const order = slots.map((s, i) => ({ i, ...occupiedRange(s, cleaningMinutes) })).sort((a, b) => a.start - b.start);
  const pairs: [number, number][] = [];
  for (const [j, a] of order.entries())
    for (let k = j + 1; k < order.length; k++) {
      const b = order[k] ?? fail('overlap index out of range');
      if (b.start >= a.end) break;
      pairs.push(a.i < b.i ? [a.i, b.i] : [b.i, a.i]);
    }
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
