import { describe, expect, it } from 'vitest';
import { dayKindOf, holidayName } from './holidays.js';

describe('the Japanese holiday calendar', () => {
  it('knows the fixed and the moving 祝日 from the package, offline', () => {
    expect(holidayName('2026-11-23')).toBe('勤労感謝の日');
    expect(holidayName('2027-01-11')).toBe('成人の日');
    expect(holidayName('2026-11-24')).toBeNull();
    expect(dayKindOf('2026-11-23')).toBe('holiday');
    expect(dayKindOf('2026-11-24')).toBe('weekday');
  });
});
