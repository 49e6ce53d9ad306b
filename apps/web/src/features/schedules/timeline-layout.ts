// The planning timeline's geometry, kept pure so it is tested without a browser and computed
// once per data change: minutes of the business day (36-hour scale: 25:30 = 1530) to pixels,
// snapping, hour labels, and per screen row the blocks, overlaps and gaps to draw.

import { snapMinutes } from '@cinema/contracts';

export const SNAP_MINUTES = 5;

export interface TimeAxis {
  /** First and last minute shown, on the 36-hour scale (08:00 = 480, 26:00 = 1560). */
  startMin: number;
  endMin: number;
  pxPerMin: number;
}

export const axisWidth = (axis: TimeAxis) => (axis.endMin - axis.startMin) * axis.pxPerMin;
export const xOf = (axis: TimeAxis, min: number) => (min - axis.startMin) * axis.pxPerMin;
export const minuteAt = (axis: TimeAxis, x: number) => axis.startMin + x / axis.pxPerMin;
/** A minute snapped to the 5-minute grid and kept inside the axis, so a drop past either edge lands on it. */
export const snapInside = (axis: TimeAxis, min: number, length = 0) =>
  Math.min(Math.max(snapMinutes(min, SNAP_MINUTES), axis.startMin), Math.max(axis.startMin, axis.endMin - length));

// The axis may end at 36:00, one past the last minute the scale's formatter accepts.
const hourLabel = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:00`;

export interface Tick {
  x: number;
  min: number;
  /** Whole hours carry a label and a stronger line; half hours a light line. */
  hour: boolean;
  label: string | null;
}

// An hour narrower than this (the compact week) is labelled every other hour.
const MIN_LABEL_PITCH_PX = 40;

/** Grid lines every 30 minutes, labelled every hour ("08:00" … "26:00"), or every two on a narrow axis. */
export function axisTicks(axis: TimeAxis): Tick[] {
  const every = axis.pxPerMin * 60 < MIN_LABEL_PITCH_PX ? 120 : 60;
  const ticks: Tick[] = [];
  for (let m = Math.ceil(axis.startMin / 30) * 30; m <= axis.endMin; m += 30) {
    const hour = m % 60 === 0;
    ticks.push({ x: xOf(axis, m), min: m, hour, label: m % every === 0 ? hourLabel(m) : null });
  }
  return ticks;
}

/** A screening as a row draws it: minutes on the 36-hour scale of its business day. */
export interface RowItem {
  id: number;
  startMin: number;
  endMin: number;
  /** The cleaning interval after the end: the screen is busy until endMin + cleaningMin. */
  cleaningMin: number;
}

export interface BlockLayout {
  id: number;
  left: number;
  width: number;
  /** Width of the hatched cleaning tail drawn after the block. */
  tail: number;
  /** Overlaps another screening of the row (cleaning included): drawn red. */
  overlap: boolean;
  /** Starts before or ends after the axis: the block is clipped there. */
  clipped: boolean;
}

export interface Span {
  left: number;
  width: number;
  minutes: number;
}

export interface RowLayout {
  blocks: BlockLayout[];
  /** Where two screenings claim the screen at once. */
  overlaps: Span[];
  /** Idle time between one screening's cleaning and the next start. */
  gaps: Span[];
}

const busyUntil = (s: RowItem) => s.endMin + s.cleaningMin;

/** Two screenings of one screen clash when either starts before the other's cleaning is over. */
export const clashes = (a: RowItem, b: RowItem) => a.startMin < busyUntil(b) && b.startMin < busyUntil(a);

/** Lays out one screen's screenings of one business day. */
export function layoutRow(items: readonly RowItem[], axis: TimeAxis): RowLayout {
  const sorted = [...items].sort((a, b) => a.startMin - b.startMin || a.id - b.id);
  const overlapping = new Set<number>();
  const overlaps: Span[] = [];
  const gaps: Span[] = [];
  const span = (from: number, to: number): Span => ({
    left: xOf(axis, from),
    width: (to - from) * axis.pxPerMin,
    minutes: to - from,
  });

  // Sweep in start order: `reach` is the latest busy end seen so far and who owns it.
  let reach: RowItem | null = null;
  for (const s of sorted) {
    if (reach && s.startMin < busyUntil(reach)) {
      overlapping.add(s.id).add(reach.id);
      overlaps.push(span(s.startMin, Math.min(busyUntil(reach), busyUntil(s))));
    } else if (reach && s.startMin > busyUntil(reach)) {
      gaps.push(span(busyUntil(reach), s.startMin));
    }
    if (!reach || busyUntil(s) > busyUntil(reach)) reach = s;
  }

  const blocks = sorted.map((s) => {
    const from = Math.max(s.startMin, axis.startMin);
    const to = Math.min(s.endMin, axis.endMin);
    const tailTo = Math.min(busyUntil(s), axis.endMin);
    return {
      id: s.id,
      left: xOf(axis, from),
      width: Math.max(0, to - from) * axis.pxPerMin,
      tail: Math.max(0, tailTo - Math.max(to, from)) * axis.pxPerMin,
      overlap: overlapping.has(s.id),
      clipped: s.startMin < axis.startMin || busyUntil(s) > axis.endMin,
    };
  });
  return { blocks, overlaps, gaps };
}

/**
 * The hours the timeline spans: from the business day's usual opening (08:00, earlier when a
 * screening starts earlier) to the cinema's cut-off (26:00 when it closes the day at 02:00),
 * widened to whole hours around every screening shown.
 */
export function axisRange(
  cutoffHour: number,
  items: readonly RowItem[],
  openHour = 8,
): { startMin: number; endMin: number } {
  let startMin = openHour * 60;
  let endMin = Math.max(cutoffHour * 60, startMin + 60);
  for (const s of items) {
    startMin = Math.min(startMin, Math.floor(s.startMin / 60) * 60);
    endMin = Math.max(endMin, Math.ceil(busyUntil(s) / 60) * 60);
  }
  return { startMin: Math.max(0, startMin), endMin: Math.min(36 * 60, endMin) };
}
