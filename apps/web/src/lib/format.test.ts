import { describe, expect, it } from 'vitest';
import { dateTime, dateWithWeekday, figure, isNegative, percent, weekdayOf } from './format.js';

describe('dateTime', () => {
  it('shows an instant in Japan time whatever the browser zone', () => {
    expect(dateTime('2026-11-26T01:32:00.000Z')).toBe('2026-11-26 10:32');
    // 15:30 UTC is already the next day in Japan.
    expect(dateTime('2026-11-25T15:30:00Z')).toBe('2026-11-26 00:30');
  });

  it('shows a dash for nothing or something that is not a time', () => {
    expect(dateTime(null)).toBe('-');
    expect(dateTime('')).toBe('-');
    expect(dateTime('not a time')).toBe('-');
  });
});

describe('report figures', () => {
  it('separate thousands and show a negative with the minus sign, never a hyphen', () => {
    expect(figure(1234567)).toBe('1,234,567');
    expect(figure(-1234)).toBe('\u22121,234');
    expect(figure(-1234)).not.toContain('-');
    expect(figure(1234.5, 1)).toBe('1,234.5');
    expect(figure(-0.4)).toBe('0');
    expect(isNegative(-1)).toBe(true);
    expect(isNegative(-0.4)).toBe(false);
    expect(isNegative(0)).toBe(false);
  });

  it('tell a figure that does not apply (-) from zero', () => {
    expect(figure(null)).toBe('-');
    expect(figure(undefined)).toBe('-');
    expect(figure(Number.NaN)).toBe('-');
    expect(figure(0)).toBe('0');
    expect(percent(null)).toBe('-');
    expect(percent(0)).toBe('0.0%');
    expect(percent(0.1234)).toBe('12.3%');
    expect(percent(-0.05)).toBe('\u22125.0%');
  });

  it('give a date its weekday, in Japan whatever the browser zone', () => {
    expect(weekdayOf('2026-11-27')).toBe('金');
    expect(weekdayOf('2026-11-28')).toBe('土');
    expect(weekdayOf('2026-11-29')).toBe('日');
    expect(dateWithWeekday('2026-11-23')).toBe('2026-11-23（月）');
    expect(dateWithWeekday(null)).toBe('-');
  });
});
