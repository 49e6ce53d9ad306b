import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  businessDayWindow,
  clockLabel,
  cutoffOffsetHours,
  dateRange,
  daysBetween,
  endTimeFor,
  findOverlaps,
  formatBusinessDate,
  formatScaleMinutes,
  formatTokyoDateTime,
  fromScaleTime,
  isBusinessDate,
  overlaps,
  parseScaleTime,
  scaleMinutesOf,
  snapMinutes,
  toScaleTime,
  toTokyoIso,
  weekdayOf,
} from './business-day.js';

const at = (tokyo: string) => new Date(`${tokyo}+09:00`).toISOString();

describe('businessDateOf', () => {
  it('puts a 01:30 start on the 5th into the 4th with cut-off 29 (05:00)', () => {
    expect(businessDateOf(at('2026-05-05T01:30:00'), 29)).toBe('2026-05-04');
  });
  it('reads cut-offs under 24 as the next morning (5 = 29)', () => {
    expect(businessDateOf(at('2026-05-05T01:30:00'), 5)).toBe('2026-05-04');
    expect(businessDateOf(at('2026-05-05T04:59:00'), 5)).toBe('2026-05-04');
    expect(businessDateOf(at('2026-05-05T05:00:00'), 5)).toBe('2026-05-05');
  });
  it('turns over at midnight with cut-off 24 or 0', () => {
    expect(businessDateOf(at('2026-05-04T23:59:00'), 24)).toBe('2026-05-04');
    expect(businessDateOf(at('2026-05-05T00:00:00'), 24)).toBe('2026-05-05');
    expect(businessDateOf(at('2026-05-05T00:00:00'), 0)).toBe('2026-05-05');
  });
  it('keeps the day until noon with cut-off 36', () => {
    expect(businessDateOf(at('2026-05-05T11:59:00'), 36)).toBe('2026-05-04');
    expect(businessDateOf(at('2026-05-05T12:00:00'), 36)).toBe('2026-05-05');
  });
  it('is independent of the input offset and handles month and year ends', () => {
    expect(businessDateOf('2026-05-04T16:30:00Z', 29)).toBe('2026-05-04');
    expect(businessDateOf(at('2027-01-01T02:00:00'), 29)).toBe('2026-12-31');
    expect(businessDateOf(at('2028-03-01T03:00:00'), 29)).toBe('2028-02-29');
  });
  it('refuses cut-offs outside 0-36', () => {
    expect(() => businessDateOf(at('2026-05-05T01:30:00'), 37)).toThrow(RangeError);
    expect(() => cutoffOffsetHours(-1)).toThrow(RangeError);
    expect(() => businessDateOf('not a date', 29)).toThrow(RangeError);
  });
});

describe('the 36-hour scale', () => {
  it('shows 01:30 of the 5th as 25:30 of the 4th', () => {
    expect(toScaleTime(at('2026-05-05T01:30:00'), '2026-05-04')).toBe('25:30');
    expect(toScaleTime(at('2026-05-04T09:05:00'), '2026-05-04')).toBe('09:05');
    expect(scaleMinutesOf(at('2026-05-05T11:59:00'), '2026-05-04')).toBe(35 * 60 + 59);
  });
  it('refuses instants off the scale of the date', () => {
    expect(() => toScaleTime(at('2026-05-05T12:00:00'), '2026-05-04')).toThrow(RangeError);
    expect(() => toScaleTime(at('2026-05-03T23:59:00'), '2026-05-04')).toThrow(RangeError);
  });
  it('converts scale times back to instants (round trip)', () => {
    expect(fromScaleTime('2026-05-04', '25:30')).toBe('2026-05-04T16:30:00.000Z');
    expect(fromScaleTime('2026-05-04', '9:00')).toBe(at('2026-05-04T09:00:00'));
    for (const t of ['00:00', '10:00', '23:59', '24:00', '29:45', '35:59'])
      expect(toScaleTime(fromScaleTime('2026-12-31', t), '2026-12-31')).toBe(t);
    expect(() => fromScaleTime('2026-05-04', '36:00')).toThrow(RangeError);
    expect(() => fromScaleTime('2026-02-30', '10:00')).toThrow(RangeError);
  });
  it('parses and formats scale times', () => {
    expect(parseScaleTime('25:30')).toBe(1530);
    expect(parseScaleTime(' 7:05 ')).toBe(425);
    expect(parseScaleTime('36:00')).toBeNull();
    expect(parseScaleTime('10:60')).toBeNull();
    expect(parseScaleTime('ten')).toBeNull();
    expect(formatScaleMinutes(1530)).toBe('25:30');
    expect(formatScaleMinutes(0)).toBe('00:00');
    expect(() => formatScaleMinutes(2160)).toThrow(RangeError);
  });
  it('labels the wall clock for the tooltip', () => {
    expect(clockLabel('25:30')).toBe('翌1:30');
    expect(clockLabel('24:00')).toBe('翌0:00');
    expect(clockLabel('10:05')).toBe('10:05');
    expect(clockLabel('9:05')).toBe('09:05');
  });
  it('gives the business day window from cut-off to cut-off', () => {
    const w = businessDayWindow('2026-05-04', 29);
    expect(new Date(w.start).toISOString()).toBe(at('2026-05-04T05:00:00'));
    expect(new Date(w.end).toISOString()).toBe(at('2026-05-05T05:00:00'));
  });
});

describe('dates and formatting', () => {
  it('does date arithmetic across months and leap days', () => {
    expect(addDays('2026-05-04', 1)).toBe('2026-05-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-05-04', '2026-05-11')).toBe(7);
    expect(daysBetween('2026-05-11', '2026-05-04')).toBe(-7);
    expect(dateRange('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
  it('checks dates and weekdays', () => {
    expect(isBusinessDate('2026-05-04')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
    expect(isBusinessDate('2026-5-4')).toBe(false);
    expect(weekdayOf('2026-05-04')).toBe(1);
    expect(formatBusinessDate('2026-05-04')).toBe('2026/05/04（月）');
    expect(formatBusinessDate('2026-05-10', true)).toBe('5/10（日）');
  });
  it('formats Tokyo wall clocks', () => {
    expect(formatTokyoDateTime('2026-05-04T16:30:00Z')).toBe('2026/05/05 01:30');
    expect(toTokyoIso('2026-05-04T16:30:00Z')).toBe('2026-05-05T01:30:00+09:00');
  });
  it('snaps minutes to the 5-minute grid', () => {
    expect(snapMinutes(602)).toBe(600);
    expect(snapMinutes(603)).toBe(605);
    expect(snapMinutes(607, 15)).toBe(600);
  });
});

describe('end time and overlaps', () => {
  it('ends after trailers plus the film', () => {
    expect(endTimeFor(at('2026-05-04T10:00:00'), 120, 10)).toBe(at('2026-05-04T12:10:00'));
    expect(endTimeFor(at('2026-05-04T23:00:00'), 125)).toBe(at('2026-05-05T01:05:00'));
  });
  const a = { startAt: at('2026-05-04T10:00:00'), endAt: at('2026-05-04T12:00:00') };
  const slot = (start: string, end: string) => ({
    startAt: at(`2026-05-04T${start}:00`),
    endAt: at(`2026-05-04T${end}:00`),
  });
  it('counts the cleaning interval after each screening', () => {
    expect(overlaps(a, slot('12:10', '14:00'), 15)).toBe(true);
    expect(overlaps(slot('12:10', '14:00'), a, 15)).toBe(true);
    expect(overlaps(a, slot('12:10', '14:00'), 0)).toBe(false);
  });
  it('lets a back-to-back screening that just fits through', () => {
    expect(overlaps(a, slot('12:15', '14:00'), 15)).toBe(false);
    expect(overlaps(a, slot('12:14', '14:00'), 15)).toBe(true);
    expect(overlaps(slot('07:45', '09:45'), a, 15)).toBe(false);
    expect(overlaps(slot('07:45', '09:46'), a, 15)).toBe(true);
  });
  it('finds containment and identical slots', () => {
    expect(overlaps(a, slot('10:30', '11:00'))).toBe(true);
    expect(overlaps(a, a)).toBe(true);
  });
  it('uses each slot’s own cleaning interval when given', () => {
    expect(overlaps({ ...a, cleaningMinutes: 30 }, slot('12:20', '14:00'), 15)).toBe(true);
    expect(overlaps({ ...a, cleaningMinutes: 0 }, slot('12:00', '14:00'), 15)).toBe(false);
  });
  it('lists every colliding pair of a screen', () => {
    const slots = [slot('14:00', '16:00'), a, slot('11:00', '13:00'), slot('16:15', '18:00'), slot('15:00', '15:30')];
    expect(findOverlaps(slots, 15)).toEqual([
      [0, 4],
      [1, 2],
    ]);
    expect(findOverlaps([a, slot('12:15', '14:00')], 15)).toEqual([]);
  });
});
