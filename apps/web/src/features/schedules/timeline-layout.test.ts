import { describe, expect, it } from 'vitest';
import {
  axisRange,
  axisTicks,
  axisWidth,
  clashes,
  layoutRow,
  minuteAt,
  snapInside,
  xOf,
  type TimeAxis,
} from './timeline-layout.js';

// 08:00 to 26:00 at 2 px a minute: 18 hours, 2,160 px.
const axis: TimeAxis = { startMin: 8 * 60, endMin: 26 * 60, pxPerMin: 2 };
const item = (id: number, start: number, end: number, cleaningMin = 15) => ({
  id,
  startMin: start,
  endMin: end,
  cleaningMin,
});

describe('time and pixels', () => {
  it('puts the axis start at x 0 and each minute pxPerMin further', () => {
    expect(xOf(axis, 480)).toBe(0);
    expect(xOf(axis, 600)).toBe(240);
    expect(xOf(axis, 1530)).toBe(2100);
    expect(axisWidth(axis)).toBe(2160);
    expect(minuteAt(axis, 2100)).toBe(1530);
  });

  it('snaps to 5 minutes and keeps a drop inside the axis', () => {
    expect(snapInside(axis, 602)).toBe(600);
    expect(snapInside(axis, 603)).toBe(605);
    expect(snapInside(axis, 1532.4)).toBe(1530);
    expect(snapInside(axis, 300)).toBe(480);
    // A 120-minute film dropped at 25:30 would run past 26:00: it starts at 24:00 instead.
    expect(snapInside(axis, 1530, 120)).toBe(1440);
  });
});

describe('axis ticks', () => {
  const ticks = axisTicks(axis);

  it('draws a line every 30 minutes and labels every hour on the 36-hour scale', () => {
    expect(ticks).toHaveLength(37);
    expect(ticks.filter((t) => t.hour).map((t) => t.label)).toEqual(
      Array.from({ length: 19 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`),
    );
    expect(ticks.find((t) => t.min === 1500)).toMatchObject({ label: '25:00', hour: true, x: 2040 });
    expect(ticks.find((t) => t.min === 1530)).toMatchObject({ label: null, hour: false });
  });

  it('labels every other hour when an hour is narrower than a label', () => {
    const narrow = axisTicks({ ...axis, pxPerMin: 0.6 }).filter((t) => t.label);
    expect(narrow.map((t) => t.label)).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '18:00',
      '20:00',
      '22:00',
      '24:00',
      '26:00',
    ]);
  });

  it('reaches 36:00 at the end of the scale', () => {
    expect(axisTicks({ startMin: 2100, endMin: 2160, pxPerMin: 1 }).map((t) => t.label)).toEqual([
      '35:00',
      null,
      '36:00',
    ]);
  });
});

describe('layoutRow', () => {
  it('draws each screening from its start to its end, with the cleaning interval as a tail', () => {
    const row = layoutRow([item(1, 600, 720)], axis);
    expect(row.blocks).toEqual([{ id: 1, left: 240, width: 240, tail: 30, overlap: false, clipped: false }]);
    expect(row.overlaps).toEqual([]);
  });

  it('marks two screenings red when the second starts inside the first one’s cleaning interval', () => {
    const row = layoutRow([item(2, 730, 850), item(1, 600, 720)], axis);
    expect(row.blocks.map((b) => [b.id, b.overlap])).toEqual([
      [1, true],
      [2, true],
    ]);
    // From 12:10 (the second start) to 12:15 (the first one's cleaning done).
    expect(row.overlaps).toEqual([{ left: xOf(axis, 730), width: 10, minutes: 5 }]);
    expect(clashes(item(1, 600, 720), item(2, 730, 850))).toBe(true);
  });

  it('lets a screening start exactly when the previous cleaning ends, and shows longer idle time as a gap', () => {
    const row = layoutRow([item(1, 600, 720), item(2, 735, 855), item(3, 900, 1000)], axis);
    expect(row.blocks.every((b) => !b.overlap)).toBe(true);
    expect(row.gaps).toEqual([{ left: xOf(axis, 870), width: 60, minutes: 30 }]);
  });

  it('flags a third screening that only clashes with the long one before it', () => {
    const row = layoutRow([item(1, 600, 1000, 0), item(2, 700, 760, 0), item(3, 900, 960, 0)], axis);
    expect(row.blocks.filter((b) => b.overlap).map((b) => b.id)).toEqual([1, 2, 3]);
    expect(row.overlaps.map((o) => o.minutes)).toEqual([60, 60]);
  });

  it('clips a late show that runs past the axis and says so', () => {
    const [b] = layoutRow([item(1, 1500, 1620)], axis).blocks;
    expect(b).toMatchObject({ left: 2040, width: 120, tail: 0, clipped: true });
  });
});

describe('axisRange', () => {
  it('runs from 08:00 to the cinema’s cut-off', () => {
    expect(axisRange(26, [])).toEqual({ startMin: 480, endMin: 1560 });
    expect(axisRange(29, [])).toEqual({ startMin: 480, endMin: 1740 });
  });

  it('widens to whole hours around an early morning show and a late one past the cut-off', () => {
    expect(axisRange(26, [item(1, 425, 550), item(2, 1500, 1610, 15)])).toEqual({ startMin: 420, endMin: 1680 });
  });
});
