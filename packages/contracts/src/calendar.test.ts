import { describe, expect, it } from 'vitest';
import { dayKind, dayOfWeek, weekStartOf } from './calendar.js';

const holidays: Record<string, string> = { '2026-11-23': '勤労感謝の日', '2027-01-09': '架空の祝日' };
const name = (d: string) => holidays[d] ?? null;

describe('dayKind', () => {
  it('tells weekdays, Saturdays and Sundays apart by the calendar date, not the machine time zone', () => {
    expect(dayOfWeek('2026-11-27')).toBe(5);
    expect(dayKind('2026-11-27', name)).toBe('weekday');
    expect(dayKind('2026-11-28', name)).toBe('saturday');
    expect(dayKind('2026-11-29', name)).toBe('sunday');
  });
  it('a 祝日 is a holiday, also when it falls on a Saturday', () => {
    expect(dayKind('2026-11-23', name)).toBe('holiday');
    expect(dayKind('2027-01-09', name)).toBe('holiday');
  });
});

describe('weekStartOf', () => {
  it('finds the Friday that starts the 興行週 by default, or the brand’s day', () => {
    expect(weekStartOf('2026-11-27')).toBe('2026-11-27'); // 金
    expect(weekStartOf('2026-12-03')).toBe('2026-11-27'); // 木: the week's last day
    expect(weekStartOf('2026-11-26')).toBe('2026-11-20');
    expect(weekStartOf('2026-11-25', 1)).toBe('2026-11-23'); // a Monday week
    expect(weekStartOf('2026-11-29', 0)).toBe('2026-11-29');
    expect(weekStartOf('2027-01-01')).toBe('2027-01-01'); // across the year
  });
});
